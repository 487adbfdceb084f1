import type { Kysely } from 'kysely';
import type { DB, PaymentRow } from '../../../db/schema.ts';

/*
 * What member support reads and writes of activations and the ledger (OPERATOR-18…21). A card is
 * only ever its brand, last 4 and expiry here; the processor's token is never selected.
 */

/** The members whose kept card has these last 4 digits and this expiry. */
export function membersWithCard(
  db: Kysely<DB>,
  card: { last4: string; month: number; year: number },
) {
  return db
    .selectFrom('payment_instrument')
    .innerJoin('activation_voucher', 'activation_voucher.id', 'payment_instrument.voucher_id')
    .select([
      'activation_voucher.user_id as userId',
      'payment_instrument.brand',
      'payment_instrument.last4',
      'payment_instrument.expiration_month as month',
      'payment_instrument.expiration_year as year',
    ])
    .where('payment_instrument.last4', '=', card.last4)
    .where('payment_instrument.expiration_month', '=', card.month)
    .where('payment_instrument.expiration_year', '=', card.year)
    .where('activation_voucher.user_id', 'is not', null)
    .execute();
}

/** The member who activated this printed code (its normalised form), if one did. */
export async function memberOfActivationCode(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('activation_voucher')
    .select(['user_id as userId', 'code'])
    .where('kind', '=', 'BOOK')
    .where('code', '=', code)
    .where('user_id', 'is not', null)
    .execute();
}

/** The member's activations, newest first, with the edition of a printed code. */
export async function vouchersForSupport(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('activation_voucher')
    .leftJoin('activation_code', 'activation_code.id', 'activation_voucher.activation_code_id')
    .leftJoin('edition', 'edition.id', 'activation_code.edition_id')
    .select([
      'activation_voucher.id',
      'activation_voucher.kind',
      'activation_voucher.code',
      'activation_voucher.created_at',
      'activation_voucher.offers_valid_to',
      'activation_voucher.deactivated_at',
      'edition.name as edition_name',
    ])
    .where('activation_voucher.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('activation_voucher.subscription_status', 'is', null),
        eb('activation_voucher.subscription_status', '<>', 'pending'),
      ]),
    )
    .orderBy('activation_voucher.id', 'desc')
    .execute();
}

/** The member's ledger rows, newest first, with their plan and any staff refund. */
export async function paymentsForSupport(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('payment')
    .innerJoin('subscription_type', 'subscription_type.code', 'payment.subscription_type_code')
    .leftJoin('payment_refund', 'payment_refund.payment_id', 'payment.id')
    .select([
      'payment.id',
      'payment.created_at',
      'payment.purpose',
      'payment.source',
      'subscription_type.title as plan_title',
      'payment.amount_cents',
      'payment.currency',
      'payment.card_brand',
      'payment.card_last4',
      'payment.status',
      'payment_refund.status as refund_status',
      'payment_refund.created_at as refund_at',
      'payment_refund.refunded_at as refunded_at',
      'payment_refund.staff_email as refund_staff_email',
      'payment_refund.reason as refund_reason',
    ])
    .where('payment.user_id', '=', userId)
    .orderBy('payment.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countPaymentsOf(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countLiveSubscriptions(db: Kysely<DB>, now: string): Promise<number> {
  const row = await db
    .selectFrom('activation_voucher')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('kind', '=', 'SUB')
    .where('subscription_status', 'in', ['active', 'cancelled', 'pastDue'])
    .where('offers_valid_to', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type RefundClaim = NonNullable<Awaited<ReturnType<typeof findRefundClaim>>>;

export async function findRefundClaim(db: Kysely<DB>, paymentId: number) {
  return db
    .selectFrom('payment_refund')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Claims the refund of a ledger row before the gateway is called: one claim per row (the unique
 * `payment_id` decides between concurrent requests). Undefined when a claim exists already.
 */
export async function insertRefundClaim(
  db: Kysely<DB>,
  claim: {
    paymentId: number;
    idempotencyKey: string;
    staffId: number | null;
    staffEmail: string;
    reason: string;
    leaseUntil: string;
    at: string;
  },
): Promise<RefundClaim | undefined> {
  return db
    .insertInto('payment_refund')
    .values({
      payment_id: claim.paymentId,
      idempotency_key: claim.idempotencyKey,
      status: 'pending',
      staff_id: claim.staffId,
      staff_email: claim.staffEmail,
      reason: claim.reason,
      lease_until: claim.leaseUntil,
      created_at: claim.at,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes over a pending claim whose lease is over (its holder crashed or failed after calling the
 * gateway): only the caller that moves the lease from the value it read gets it.
 */
export async function takeOverRefundClaim(
  db: Kysely<DB>,
  claim: RefundClaim,
  taker: { staffId: number | null; staffEmail: string; reason: string; leaseUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refund')
    .set({
      staff_id: taker.staffId,
      staff_email: taker.staffEmail,
      reason: taker.reason,
      lease_until: taker.leaseUntil,
    })
    .where('id', '=', claim.id)
    .where('status', '=', 'pending')
    .where('lease_until', '=', claim.lease_until)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lets the next try take a claim over at once (the gateway failed, or the record did). */
export async function releaseRefundClaim(
  db: Kysely<DB>,
  claimId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('payment_refund')
    .set({ lease_until: at })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .execute();
}

/** The refund is done: the claim says so. */
export async function completeRefundClaim(
  db: Kysely<DB>,
  claimId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refund')
    .set({ status: 'succeeded', refunded_at: at })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ledger's change: a charge that went through is now refunded. */
export async function markChargeRefunded(
  db: Kysely<DB>,
  payment: Pick<PaymentRow, 'id'>,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ status: 'refunded', updated_at: at })
    .where('id', '=', payment.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A book's activation gets a later end, only while its end is the one read. */
export async function extendBookVoucher(
  db: Kysely<DB>,
  voucher: { id: number; offers_valid_to: string },
  endsAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('activation_voucher')
    .set({ offers_valid_to: endsAt })
    .where('id', '=', voucher.id)
    .where('kind', '=', 'BOOK')
    .where('offers_valid_to', '=', voucher.offers_valid_to)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
