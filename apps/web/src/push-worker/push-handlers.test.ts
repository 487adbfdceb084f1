import { PushText } from '@citybook/contract/notices';
import { describe, expect, it, vi } from 'vitest';
import {
  installPushHandlers,
  type NotificationClickLike,
  type PushEventLike,
  type PushWorkerScope,
  type WindowClientLike,
} from './push-handlers.ts';

/** A worker scope that records what the handlers do. */
function fakeScope(windows: WindowClientLike[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const scope = {
    location: { origin: 'https://citybook.example' },
    registration: { showNotification },
    clients: { matchAll: () => Promise.resolve(windows), openWindow },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners.set(type, listener);
    },
  } as unknown as PushWorkerScope;
  installPushHandlers(scope);
  /** Dispatches an event and answers the promise it asked the worker to wait for. */
  const dispatch = async (type: 'push' | 'notificationclick', event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        waited = promise;
      },
    } as never);
    await waited;
  };
  return { dispatch, showNotification, openWindow };
}

const pushOf = (data: unknown): Omit<PushEventLike, 'waitUntil'> => ({
  data: { json: () => data },
});

const synced = {
  title: PushText.redemptionSyncedTitle,
  body: 'Two for one at Redeem Cafe, used while you were offline, is now recorded.',
  url: '/account/savings',
  tag: 'redemption-synced:2027-01-01T10:00:00.000Z',
};

describe('the service worker’s push handler (NOTICE-11, NOTICE-12)', () => {
  it('shows the pushed message, and keeps the page its tap opens', async () => {
    const { dispatch, showNotification } = fakeScope();
    await dispatch('push', pushOf(synced));
    expect(showNotification).toHaveBeenCalledWith(PushText.redemptionSyncedTitle, {
      body: synced.body,
      tag: synced.tag,
      icon: '/icons/app/icon-192.png',
      badge: '/icons/app/icon-192.png',
      data: { url: '/account/savings' },
    });
  });

  it('a push it cannot read still shows Citybook (browsers require a notification)', async () => {
    const { dispatch, showNotification } = fakeScope();
    await dispatch('push', { data: null });
    await dispatch('push', pushOf({ title: 'No body' }));
    await dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(showNotification).toHaveBeenCalledTimes(3);
    for (const call of showNotification.mock.calls as unknown as [string, { data: unknown }][]) {
      expect(call[0]).toBe('Citybook');
      expect(call[1].data).toEqual({ url: '/' });
    }
  });

  it('a tap brings an open window of the app to the page', async () => {
    const open: WindowClientLike = {
      url: 'https://citybook.example/categories',
      navigate: vi.fn(() => Promise.resolve(null)),
      focus: vi.fn(() => Promise.resolve(null)),
    };
    const { dispatch, openWindow } = fakeScope([open]);
    const close = vi.fn();
    const click: Omit<NotificationClickLike, 'waitUntil'> = {
      notification: { data: { url: '/account/savings' }, close },
    };
    await dispatch('notificationclick', click);
    expect(close).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://citybook.example/account/savings');
    expect(open.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('a tap with no window open opens one; never another site', async () => {
    const { dispatch, openWindow } = fakeScope();
    await dispatch('notificationclick', {
      notification: { data: { url: '/account/selectActivation' }, close: vi.fn() },
    });
    await dispatch('notificationclick', {
      notification: { data: { url: '//evil.example/phish' }, close: vi.fn() },
    });
    expect(openWindow.mock.calls).toEqual([
      ['https://citybook.example/account/selectActivation'],
      ['https://citybook.example/'],
    ]);
  });
});
