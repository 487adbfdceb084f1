import { OFFLINE_CACHES } from './cache-names.ts';

/**
 * Empties what the service worker kept of the market for reading offline: a member's merchant
 * pages must not be read by the next person on a shared device. Nothing waits for it.
 */
export function clearOfflineCopies(): void {
  if (!('caches' in window)) return;
  for (const name of Object.values(OFFLINE_CACHES)) {
    caches.delete(name).catch(() => undefined);
  }
}
