import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../db/schema.ts';

/** The subscription period the renewal, or card update, started from. */
type Period = Pick<VoucherRow, 'id' | 'offers_valid_to'>;

/** Live subscriptions of existing members whose period has run out by then, oldest first. */
export async function dueSubscriptions(db: Kysely<DB>, at: string): Promise<VoucherRow[]> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('kind', '=', 'SUB')
    .where('offers_valid_to', '<=', at)
    .where('deactivated_at', 'is', null)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** What renewing a subscription charges: its plan and stored card. */
export async function renewalChargeOf(db: Kysely<DB>, voucherId: number) {
  return db
    .selectFrom('activation_voucher')
    .innerJoin(
      'subscription_type',
      'subscription_type.code',
      'activation_voucher.subscription_type_code',
    )
    .innerJoin('payment_instrument', 'payment_instrument.voucher_id', 'activation_voucher.id')
    .select([
      'subscription_type.title',
      'subscription_type.price_cents',
      'subscription_type.period',
      'payment_instrument.gateway_token',
    ])
    .where('activation_voucher.id', '=', voucherId)
    .executeTakeFirst();
}

/** Ends the subscription; false when it had ended already. */
export async function endSubscription(
  db: Kysely<DB>,
  voucherId: number,
  at: string,
): Promise<boolean> {
  const ended = await db
    .updateTable('activation_voucher')
    .set({ deactivated_at: at })
    .where('id', '=', voucherId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/**
 * Takes this renewal attempt, unless the period moved meanwhile or another attempt was taken
 * after `retryBefore`: one conditional update, so two processes never both take it.
 */
export async function claimRenewal(
  db: Kysely<DB>,
  period: Period,
  at: string,
  retryBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('activation_voucher')
    .set({ renewal_attempted_at: at })
    .where('id', '=', period.id)
    .where('offers_valid_to', '=', period.offers_valid_to)
    .where((eb) =>
      eb.or([
        eb('renewal_attempted_at', 'is', null),
        eb('renewal_attempted_at', '<=', retryBefore),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the first failed renewal of this period (a card update that renewed meanwhile wins). */
export async function markRenewalFailed(db: Kysely<DB>, period: Period, at: string): Promise<void> {
  await db
    .updateTable('activation_voucher')
    .set((eb) => ({ renewal_failed_at: eb.fn.coalesce('renewal_failed_at', eb.val(at)) }))
    .where('id', '=', period.id)
    .where('offers_valid_to', '=', period.offers_valid_to)
    .execute();
}

/** Moves the period's end, clearing a failed renewal; a no-op when another renewal moved it first. */
export async function extendPeriod(
  db: Kysely<DB>,
  period: Period,
  offersValidTo: string,
  attemptedAt: string,
): Promise<void> {
  await db
    .updateTable('activation_voucher')
    .set({
      offers_valid_to: offersValidTo,
      renewal_failed_at: null,
      renewal_attempted_at: attemptedAt,
    })
    .where('id', '=', period.id)
    .where('offers_valid_to', '=', period.offers_valid_to)
    .execute();
}
