/**
 * The service worker's runtime caches (src/root/pwa-options.ts): what it keeps of the member's
 * market for reading offline (issue #16).
 */
export const OFFLINE_CACHES = {
  marketApi: 'citybook-market-api',
  marketImages: 'citybook-market-images',
} as const;

/**
 * Empties those caches when the session ends: a member's merchant pages must not be read by the
 * next person on a shared device. Nothing waits for it.
 */
export function clearOfflineCopies(): void {
  if (!('caches' in window)) return;
  for (const name of Object.values(OFFLINE_CACHES)) {
    caches.delete(name).catch(() => undefined);
  }
}
