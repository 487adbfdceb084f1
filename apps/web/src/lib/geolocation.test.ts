import { Timing } from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  knownPosition,
  locate,
  refreshPositionIfAllowed,
  UNKNOWN_POSITION,
} from './geolocation.ts';

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  const spy = vi.fn(getCurrentPosition);
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: spy },
    configurable: true,
  });
  return spy;
}

describe('locate', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.useRealTimers();
  });

  it("asks the browser with the spec's timeout and cache age, then reuses the answer", async () => {
    const spy = stubGeolocation((success) => {
      success({ coords: { latitude: 39.8, longitude: -89.6 } } as GeolocationPosition);
    });

    await expect(locate()).resolves.toEqual({ latitude: 39.8, longitude: -89.6 });
    await expect(locate()).resolves.toEqual({ latitude: 39.8, longitude: -89.6 });

    expect(spy).toHaveBeenCalledOnce();
    expect(spy.mock.calls[0]?.[2]).toEqual({
      timeout: Timing.geolocationTimeoutMs,
      maximumAge: Timing.geolocationCacheMs,
    });
  });

  it('asks again once the cached position is older than the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const spy = stubGeolocation((success) => {
      success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    });

    await locate();
    vi.setSystemTime(Date.now() + Timing.geolocationCacheMs + 1);
    await locate();

    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('uses zero coordinates when the position is refused, and does not keep them', async () => {
    const spy = stubGeolocation((_, failure) => {
      failure?.({ code: 1 } as GeolocationPositionError);
    });

    await expect(locate()).resolves.toEqual(UNKNOWN_POSITION);
    await locate();

    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('uses zero coordinates when the browser never answers', async () => {
    vi.useFakeTimers();
    stubGeolocation(() => undefined);

    const position = locate();
    await vi.advanceTimersByTimeAsync(Timing.geolocationTimeoutMs);

    await expect(position).resolves.toEqual(UNKNOWN_POSITION);
  });

  it('uses zero coordinates without geolocation support', async () => {
    await expect(locate()).resolves.toEqual(UNKNOWN_POSITION);
  });
});

describe('knownPosition', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
    vi.useRealTimers();
  });

  it('is the last position found, even after the cache time, and asks nobody', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const spy = stubGeolocation((success) => {
      success({ coords: { latitude: 39.8, longitude: -89.6 } } as GeolocationPosition);
    });
    expect(knownPosition()).toBeUndefined();

    await locate();
    vi.setSystemTime(Date.now() + Timing.geolocationCacheMs + 1);

    expect(knownPosition()).toEqual({ latitude: 39.8, longitude: -89.6 });
    expect(spy).toHaveBeenCalledOnce();
  });

  it('is found in the background only when the browser needs no prompt for it', async () => {
    const spy = stubGeolocation((success) => {
      success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    });
    const query = vi.fn(() => Promise.resolve({ state: 'prompt' }));
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });

    await refreshPositionIfAllowed();
    expect(spy).not.toHaveBeenCalled();

    query.mockResolvedValue({ state: 'granted' });
    await refreshPositionIfAllowed();
    expect(knownPosition()).toEqual({ latitude: 1, longitude: 2 });
  });
});
