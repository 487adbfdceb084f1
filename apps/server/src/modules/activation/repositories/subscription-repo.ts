import type { Kysely, Updateable } from 'kysely';
import type { ActivationVoucherTable, DB, VoucherRow } from '../../../db/schema.ts';
import type { NewVoucher } from './voucher-repo.ts';

/** The account's subscription is its activation voucher of kind SUB (docs/decisions 0012). */
export type SubscriptionRow = VoucherRow;
type SubscriptionChanges = Updateable<ActivationVoucherTable>;

/** The account's subscription that has not ended (at most one: a unique index says so). */
export async function liveSubscriptionOf(
  db: Kysely<DB>,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'SUB')
    .where('subscription_status', '<>', 'ended')
    .executeTakeFirst();
}

/** The account's subscription as the member sees it: the live one, else the last that ended. */
export async function shownSubscriptionOf(
  db: Kysely<DB>,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  const live = await liveSubscriptionOf(db, userId);
  if (live && live.subscription_status !== 'pending') return live;
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'SUB')
    .where('subscription_status', '=', 'ended')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Opens the account's subscription, or answers undefined when the account has one already: the
 * unique index on live subscriptions decides between concurrent purchases.
 */
export async function insertSubscriptionUnlessLive(
  db: Kysely<DB>,
  subscription: NewVoucher,
): Promise<number | undefined> {
  const row = await db
    .insertInto('activation_voucher')
    .values({ ...subscription, kind: 'SUB' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A purchase that was never paid leaves no subscription. */
export async function deletePendingSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .deleteFrom('activation_voucher')
    .where('id', '=', id)
    .where('subscription_status', '=', 'pending')
    .execute();
}

/**
 * Changes a subscription only while it is as it was read (its status and period end, and the
 * renewal and store dates when given): the conditional update is the claim, so two processes
 * never both act on one state. True when it changed.
 */
export async function updateSubscriptionIf(
  db: Kysely<DB>,
  read: Pick<SubscriptionRow, 'id' | 'subscription_status' | 'offers_valid_to'> &
    Partial<Pick<SubscriptionRow, 'next_renewal_at' | 'store_state_at'>>,
  changes: SubscriptionChanges,
): Promise<boolean> {
  let query = db
    .updateTable('activation_voucher')
    .set(changes)
    .where('id', '=', read.id)
    .where('subscription_status', '=', read.subscription_status)
    .where('offers_valid_to', '=', read.offers_valid_to);
  if (read.next_renewal_at === null) query = query.where('next_renewal_at', 'is', null);
  else if (read.next_renewal_at !== undefined)
    query = query.where('next_renewal_at', '=', read.next_renewal_at);
  if (read.store_state_at === null) query = query.where('store_state_at', 'is', null);
  else if (read.store_state_at !== undefined)
    query = query.where('store_state_at', '=', read.store_state_at);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Card subscriptions whose renewal is due by then (an account's deletion ended its own). */
export async function dueRenewals(db: Kysely<DB>, at: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('kind', '=', 'SUB')
    .where('subscription_status', 'in', ['active', 'pastDue'])
    .where('subscription_source', '=', 'card')
    .where('next_renewal_at', '<=', at)
    .orderBy('id')
    .execute();
}

/** Cancelled subscriptions whose period has run out by then. */
export async function cancelledSubscriptionsOver(
  db: Kysely<DB>,
  at: string,
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('kind', '=', 'SUB')
    .where('subscription_status', '=', 'cancelled')
    .where('offers_valid_to', '<=', at)
    .orderBy('id')
    .execute();
}

/** An account being deleted: its subscription ends now and is never charged again. */
export async function endSubscriptionOfUser(
  db: Kysely<DB>,
  userId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('activation_voucher')
    .set({ subscription_status: 'ended', deactivated_at: at, next_renewal_at: null })
    .where('user_id', '=', userId)
    .where('kind', '=', 'SUB')
    .where('subscription_status', 'in', ['active', 'cancelled', 'pastDue'])
    .execute();
}

/** A store subscription by the store's own id for it. */
export async function findStoreSubscription(
  db: Kysely<DB>,
  storeRef: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('store_subscription_ref', '=', storeRef)
    .executeTakeFirst();
}
