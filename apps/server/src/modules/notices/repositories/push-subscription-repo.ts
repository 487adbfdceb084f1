import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface StoredPushSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a device's subscription for the member. The address is the browser's: one that is known
 * already (the same browser, maybe another member signed in on it now) moves to this member with
 * its new keys.
 */
export async function saveSubscription(
  db: Kysely<DB>,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('push_subscription')
    .values({ user_id: userId, ...subscription, created_at: at })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        created_at: at,
      }),
    )
    .execute();
}

/** Forgets the member's device with this address (another member's is left alone). */
export async function deleteSubscriptionOf(
  db: Kysely<DB>,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Forgets a subscription the push service no longer knows (404, 410). */
export async function deleteSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('push_subscription').where('id', '=', id).execute();
}

/** The member's devices, oldest first. */
export async function subscriptionsOf(
  db: Kysely<DB>,
  userId: number,
): Promise<StoredPushSubscription[]> {
  return db
    .selectFrom('push_subscription')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
