import type { Insertable, Kysely } from 'kysely';
import type { DB, StoreNotificationOutcome, StoreNotificationTable } from '../../../db/schema.ts';

type NewStoreNotification = Omit<Insertable<StoreNotificationTable>, 'outcome'>;

/**
 * Claims a store notification by its store's id: its id, or undefined when it was received before
 * (a retry). The unique key decides between two deliveries of one notification at once.
 */
export async function claimStoreNotification(
  db: Kysely<DB>,
  notification: NewStoreNotification,
): Promise<number | undefined> {
  const row = await db
    .insertInto('store_notification')
    .values({ ...notification, outcome: 'none' })
    .onConflict((oc) => oc.columns(['store', 'notification_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Records what a claimed notification did. */
export async function settleStoreNotification(
  db: Kysely<DB>,
  id: number,
  outcome: StoreNotificationOutcome,
): Promise<void> {
  await db.updateTable('store_notification').set({ outcome }).where('id', '=', id).execute();
}

/** Deletes the notifications received before `before`; how many. */
export async function deleteStoreNotificationsBefore(
  db: Kysely<DB>,
  before: string,
): Promise<number> {
  const result = await db
    .deleteFrom('store_notification')
    .where('received_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
