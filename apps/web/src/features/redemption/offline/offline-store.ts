import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import { type OfflineRedemption, offlineRedemptionSchema } from './offline-redemption.ts';

// IndexedDB, not localStorage: it survives the app being closed or killed, and the service
// worker can read it too.
let store: UseStore | undefined;
const offlineStore = (): UseStore => (store ??= createStore('citybook-offline', 'redemptions'));

/** Whether this browser can keep a redemption made offline (no IndexedDB: never offline). */
export function canKeepOffline(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Every kept redemption, oldest first. What an older app version left and cannot be read is skipped. */
export async function listOffline(): Promise<OfflineRedemption[]> {
  const stored: unknown[] = await values(offlineStore());
  return stored
    .flatMap((value) => {
      const parsed = z.safeParse(offlineRedemptionSchema, value);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.redeemedAt.localeCompare(b.redeemedAt));
}

export function keepOffline(entry: OfflineRedemption): Promise<void> {
  return set(entry.idempotencyKey, entry, offlineStore());
}

export function forgetOffline(idempotencyKey: string): Promise<void> {
  return del(idempotencyKey, offlineStore());
}
