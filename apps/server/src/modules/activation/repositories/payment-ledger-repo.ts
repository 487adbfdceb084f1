import type { Insertable, Kysely } from 'kysely';
import type { DB, PaymentRow, PaymentTable } from '../../../db/schema.ts';

export type NewPayment = Omit<
  Insertable<PaymentTable>,
  'status' | 'created_at' | 'updated_at' | 'attempt'
>;

/**
 * Claims a charge: the pending row is written before the gateway is called. The next attempt at
 * the voucher's period is taken; undefined when another process took the same attempt first (the
 * unique voucher, period and attempt decide) or still holds an attempt of the period that has not
 * settled: a second charge must not start while the first may yet succeed. The caller's
 * transaction has already locked the subscription row, so the pending attempt it reads is current.
 */
export async function claimPayment(
  db: Kysely<DB>,
  payment: NewPayment,
  at: string,
): Promise<PaymentRow | undefined> {
  const attempts = await db
    .selectFrom('payment')
    .select('status')
    .where('voucher_id', '=', payment.voucher_id ?? null)
    .where('period_key', '=', payment.period_key)
    .execute();
  if (attempts.some((attempt) => attempt.status === 'pending')) return undefined;
  return db
    .insertInto('payment')
    .values({
      ...payment,
      attempt: attempts.length,
      status: 'pending',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * A charge the store made: recorded once, whichever of the app or a notification tells first.
 * Answers the new row's id; undefined when it was recorded before.
 */
export async function recordStorePayment(
  db: Kysely<DB>,
  payment: NewPayment,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .insertInto('payment')
    .values({ ...payment, attempt: 0, status: 'succeeded', created_at: at, updated_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

async function settle(
  db: Kysely<DB>,
  id: number,
  changes: Partial<Pick<PaymentRow, 'status' | 'gateway_reference' | 'failure_message'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('payment')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The card a charge is made to, as members see it. */
export async function setPaymentCard(
  db: Kysely<DB>,
  id: number,
  card: { brand: string; last4: string },
): Promise<void> {
  await db
    .updateTable('payment')
    .set({ card_brand: card.brand, card_last4: card.last4 })
    .where('id', '=', id)
    .execute();
}

export async function markPaymentSucceeded(
  db: Kysely<DB>,
  id: number,
  reference: string,
  at: string,
): Promise<void> {
  await settle(db, id, { status: 'succeeded', gateway_reference: reference }, at);
}

export async function markPaymentFailed(
  db: Kysely<DB>,
  id: number,
  message: string,
  at: string,
): Promise<void> {
  await settle(db, id, { status: 'failed', failure_message: message }, at);
}

export async function markPaymentRefunded(
  db: Kysely<DB>,
  id: number,
  reference: string,
  at: string,
): Promise<void> {
  await settle(db, id, { status: 'refunded', gateway_reference: reference }, at);
}

/** A store's refund of a charge it made; answers the row's id when it was refunded now. */
export async function refundStorePayment(
  db: Kysely<DB>,
  idempotencyKey: string,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('payment')
    .set({ status: 'refunded', updated_at: at })
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'succeeded')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findPayment(db: Kysely<DB>, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending rows untouched since `before`: left by a crash or an unanswered gateway call. */
export async function stalePayments(db: Kysely<DB>, before: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updated_at', '<', before)
    .orderBy('id')
    .execute();
}

/** How many renewals of this period the card declined: the retry schedule counts them. */
export async function declinedRenewals(
  db: Kysely<DB>,
  voucherId: number,
  periodKey: string,
): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('voucher_id', '=', voucherId)
    .where('period_key', '=', periodKey)
    .where('purpose', '=', 'renewal')
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's charges with their plan's title, newest first. */
export async function paymentsOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('payment')
    .innerJoin('subscription_type', 'subscription_type.code', 'payment.subscription_type_code')
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
    ])
    .where('payment.user_id', '=', userId)
    .orderBy('payment.id', 'desc')
    .execute();
}
