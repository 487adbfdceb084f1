import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { deleteStoreNotificationsBefore } from '../repositories/store-notification-repo.ts';

/**
 * How long a store notification's record is kept: far past the stores' retries (Apple about three
 * days, Pub/Sub at most 31), so a retry always finds its record. An older one that came again would
 * still change nothing: the subscription's `store_state_at` is newer than what it says.
 */
export const STORE_NOTIFICATION_KEEP_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the records of store notifications past their keeping; how many (housekeeping). */
export async function pruneStoreNotifications(db: Kysely<DB>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STORE_NOTIFICATION_KEEP_DAYS * DAY_MS).toISOString();
  return deleteStoreNotificationsBefore(db, before);
}
