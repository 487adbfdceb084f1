import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register-worker.ts';
import { useWaitingUpdate } from './worker-update.ts';

/** A service worker as far as the page sees one: a state that changes, and messages it gets. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeContainer(controlled: boolean, registration = new FakeRegistration()) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return {
    container: container as unknown as ServiceWorkerContainer,
    registration,
    raw: container,
  };
}

describe('registerWorker', () => {
  it('registers /sw.js at scope / and calls a first install no update', async () => {
    const { container, registration, raw } = fakeContainer(false);
    const reload = vi.fn();
    const firstControl = vi.fn();
    const { result } = renderHook(() => useWaitingUpdate());
    await registerWorker(container, reload, firstControl);
    expect(raw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = new FakeWorker();
    act(() => {
      registration.found(worker);
      worker.install();
      // The first worker takes the page over (clientsClaim): no reload for that.
      raw.dispatchEvent(new Event('controllerchange'));
    });
    expect(result.current).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // What the page read before it was controlled is asked again, through the worker.
    expect(firstControl).toHaveBeenCalledOnce();
  });

  it('offers a new version once installed, and reloads only after the member chose it', async () => {
    const { container, registration, raw } = fakeContainer(true);
    const reload = vi.fn();
    const firstControl = vi.fn();
    const { result } = renderHook(() => useWaitingUpdate());
    await registerWorker(container, reload, firstControl);
    const worker = new FakeWorker();
    act(() => {
      registration.found(worker);
    });
    expect(result.current).toBeNull();
    act(() => {
      worker.install();
    });
    const apply = result.current;
    expect(apply).not.toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
    act(() => {
      apply?.();
    });
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    raw.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(firstControl).not.toHaveBeenCalled();
  });

  it('offers a version that was installed on an earlier visit and still waits', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    const { container } = fakeContainer(true, registration);
    const { result } = renderHook(() => useWaitingUpdate());
    await act(() => registerWorker(container, vi.fn()));
    act(() => {
      result.current?.();
    });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
