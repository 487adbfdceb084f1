import { createStore, del, delMany, entries, set, values, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import {
  isWaiting,
  type OfflineRedemption,
  offlineRedemptionSchema,
} from './offline-redemption.ts';

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

/**
 * When a session ends (issue #27): forgets every record the server has answered (the refusals
 * the Savings Tracker showed) and whatever cannot be read, and, when the account was erased, that
 * member's redemptions still waiting too. Others still waiting stay: each is sent at its member's
 * next login here, and shown to no one else.
 */
export async function forgetAnswered(erasedUserId?: number): Promise<void> {
  const kept = await entries(offlineStore());
  const forgotten = kept.flatMap(([key, value]) => {
    const parsed = z.safeParse(offlineRedemptionSchema, value);
    const stays = parsed.success && isWaiting(parsed.data) && parsed.data.userId !== erasedUserId;
    return stays ? [] : [key];
  });
  await delMany(forgotten, offlineStore());
}
