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
 * Deletes the worker's kept answers of one API path, whatever their query (MERCHANT-12: a merchant
 * page the server says has left the book must not be read offline as if it were still in it).
 * Settles when done; a device without the Cache API has nothing kept.
 */
export async function forgetKeptAnswers(path: string): Promise<void> {
  if (!('caches' in window) || !(await caches.has(OFFLINE_CACHES.marketApi))) return;
  const kept = await caches.open(OFFLINE_CACHES.marketApi);
  await kept.delete(new URL(path, window.location.origin).href, { ignoreSearch: true });
}
