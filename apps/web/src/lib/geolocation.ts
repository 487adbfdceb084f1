import { Timing } from '@citybook/contract/app';
import type { Geolocation as Position } from '@citybook/contract/market';
import { requestNativeLocation } from '../native/location.ts';
import { isNativeShell } from '../native/platform.ts';
import { trackLocating } from './locating.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';
import { storageKeys } from './storage/storage-keys.ts';

const CACHE_KEY = storageKeys.geolocation;

/** MARKET-6: without a position the server picks by market; zero coordinates say "unknown". */
export const UNKNOWN_POSITION: Position = { latitude: 0, longitude: 0 };

/** Whether `position` is MARKET-6's "unknown" (zero coordinates), not a place on the map. */
export function isUnknownPosition(position: Position): boolean {
  return (
    position.latitude === UNKNOWN_POSITION.latitude &&
    position.longitude === UNKNOWN_POSITION.longitude
  );
}

function browserPosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    // The browser's own timeout does not count the time its permission prompt stays open.
    const timer = setTimeout(() => {
      resolve(null);
    }, Timing.geolocationTimeoutMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { timeout: Timing.geolocationTimeoutMs, maximumAge: Timing.geolocationCacheMs },
    );
  });
}

/**
 * The device position (MARKET-6): cached for a few minutes, else asked of the native
 * shell or the browser; zero coordinates on failure or timeout. Never rejects. Aborting `signal`
 * stops the wait counting as pending (lib/locating); the answer, when it comes, is still cached.
 */
export async function locate(signal?: AbortSignal): Promise<Position> {
  const cached = readSessionCache(CACHE_KEY, Timing.geolocationCacheMs);
  if (cached) return cached.value;
  const position = await trackLocating(
    isNativeShell() ? requestNativeLocation(Timing.geolocationTimeoutMs) : browserPosition(),
    signal,
  );
  if (!position) return UNKNOWN_POSITION;
  writeSessionCache(CACHE_KEY, position);
  return position;
}

/**
 * The last device position found this session, however old, without asking anyone: lists sort by
 * it so a page never waits on a permission prompt. Undefined until a position was found.
 */
export function knownPosition(): Position | undefined {
  return readSessionCache(CACHE_KEY, Number.POSITIVE_INFINITY)?.value;
}

/** Finds the position in the background when the browser will give it without a prompt. */
export async function refreshPositionIfAllowed(): Promise<void> {
  if (isNativeShell() || !('permissions' in navigator)) return;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state === 'granted') await locate();
  } catch {
    // No permissions API for geolocation: wait until a page asks for the position outright.
  }
}
