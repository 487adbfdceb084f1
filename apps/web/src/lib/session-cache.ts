import { Timing } from '@citybook/contract/app';
import { readFresh, writeDated } from './storage/stored.ts';
import type { StoredKey } from './storage/storage-keys.ts';
import type { Dated } from './storage/stored-shapes.ts';

/**
 * MARKET-7: markets, the selected market and categories are kept in session storage with the date
 * they were saved, so a reload within the session does not ask the server again. The keys and
 * their shapes are in the storage registry (lib/storage).
 */

/** How long a saved answer is reused before asking the server again. */
export const SESSION_CACHE_MAX_AGE_MS = Timing.sessionCacheMs;

export type Cached<T> = Dated<T>;

/** The saved copy, if younger than `maxAgeMs` (by default the key's own lifetime). */
export function readSessionCache<T>(
  entry: StoredKey<Dated<T>>,
  maxAgeMs?: number,
): Cached<T> | undefined {
  return readFresh(entry, maxAgeMs);
}

export function writeSessionCache<T>(entry: StoredKey<Dated<T>>, value: T): void {
  writeDated(entry, value);
}

/** Query options that start from the session copy, dated by when it was saved. */
export function fromSessionCache<T>(entry: StoredKey<Dated<T>>) {
  return {
    initialData: () => readSessionCache(entry)?.value,
    initialDataUpdatedAt: () => readSessionCache(entry)?.savedAt,
  };
}
