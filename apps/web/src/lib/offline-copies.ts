import { deleteRecords } from './indexed-db-records.ts';

/**
 * The service worker's runtime caches (src/root/pwa-options.ts): what it keeps of the member's
 * market for reading offline (issue #16).
 */
export const OFFLINE_CACHES = {
  marketApi: 'citybook-market-api',
  marketImages: 'citybook-market-images',
} as const;

/**
 * Where Workbox's expiration (workbox-expiration 7, `CacheTimestampsModel`) dates each entry of
 * those caches: one record per address kept, so it lists the merchants the member opened.
 */
export const CACHE_DATES = { database: 'workbox-expiration', store: 'cache-entries' } as const;

/**
 * Empties those caches and their dates when the session ends: a member's merchant pages, and the
 * list of the ones they opened, must not be read by the next person on a shared device (issue
 * #27). Settles when done; nothing needs to wait for it.
 */
export async function clearOfflineCopies(): Promise<void> {
  const deletions: Promise<unknown>[] = [deleteRecords(CACHE_DATES.database, CACHE_DATES.store)];
  if ('caches' in window) {
    deletions.push(...Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
  }
  await Promise.allSettled(deletions);
}

/**
 * Replaces the worker's kept answers of one API path, whatever their query, with `answer` (kept
 * at the path without a query, as the app asks for it). MERCHANT-12: once the server said a
 * merchant left the book, its page read offline says so too, instead of showing it as still in
 * it. Only where the worker keeps answers already; settles when done.
 */
export async function replaceKeptAnswers(path: string, answer: Response): Promise<void> {
  if (!('caches' in window) || !(await caches.has(OFFLINE_CACHES.marketApi))) return;
  const kept = await caches.open(OFFLINE_CACHES.marketApi);
  const url = new URL(path, window.location.origin).href;
  await kept.delete(url, { ignoreSearch: true });
  await kept.put(url, answer);
}
