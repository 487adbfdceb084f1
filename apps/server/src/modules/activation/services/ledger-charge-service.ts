import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, PaymentRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import {
  PaymentDeclinedError,
  type CardDetails,
  type PaymentGateway,
  type SavedCard,
} from '../../../lib/payments/payment-gateway.ts';
import {
  findPayment,
  markPaymentFailed,
  markPaymentRefunded,
  markPaymentSucceeded,
  setPaymentCard,
} from '../repositories/payment-ledger-repo.ts';
import { scheduleChargeReceipt, scheduleRefundReceipt } from './subscription-notices.ts';
import { subscriptionVoucherCode } from './subscription-voucher-code.ts';

/** What moving money needs. */
export interface PaymentDeps {
  db: Kysely<DB>;
  gateway: PaymentGateway;
}

/** A new idempotency key for a ledger row: the gateway sees it on every call about that charge. */
export const newIdempotencyKey = (): string => randomUUID();

/** The ledger row's key with a suffix, for the other gateway calls made for the same charge. */
export const keyFor = (payment: Pick<PaymentRow, 'idempotency_key'>, call: 'card' | 'refund') =>
  `${payment.idempotency_key}:${call}`;

/** What the card statement says a charge is for. */
export const chargeDescription = (plan: { title: string }) =>
  `Citybook ${subscriptionVoucherCode(plan)}`;

/**
 * Saves the card a claimed charge is made to, and shows it on the ledger row. No money moves yet,
 * so any failure settles the row as failed.
 */
export async function saveCardFor(
  { db, gateway }: PaymentDeps,
  payment: PaymentRow,
  card: CardDetails,
): Promise<SavedCard> {
  try {
    const saved = await gateway.saveCard(card, keyFor(payment, 'card'));
    await setPaymentCard(db, payment.id, saved);
    return saved;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markPaymentFailed(db, payment.id, message, nowIso());
    throw error;
  }
}

/** NOTICE-2: a refund in the ledger and its receipt, in one transaction. */
export async function recordRefund(
  db: Kysely<DB>,
  paymentId: number,
  reference: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await markPaymentRefunded(trx, paymentId, reference, now.toISOString());
    await scheduleRefundReceipt(trx, paymentId, now);
  });
}

/**
 * Gives a charge back and says so in the ledger. When the refund itself fails the row stays
 * pending, and the reconciliation refunds it later (it finds the charge by its key).
 */
export async function refundCharge(
  { db, gateway }: PaymentDeps,
  payment: PaymentRow,
  reference: string,
): Promise<boolean> {
  try {
    await gateway.refund(reference, keyFor(payment, 'refund'));
  } catch {
    return false;
  }
  await recordRefund(db, payment.id, reference, new Date());
  return true;
}

/**
 * Charges a claimed ledger row to a saved card, then records what it paid for and the row's
 * success (and its receipt, NOTICE-2) in one transaction. A decline marks the row failed and is thrown on. When the record
 * fails after the charge, the charge is refunded and the error thrown on: nobody pays for nothing.
 * Any other gateway failure leaves the row pending for the reconciliation.
 */
export async function chargeClaimed<T>(
  deps: PaymentDeps,
  payment: PaymentRow,
  token: string,
  description: string,
  record: (trx: Kysely<DB>, reference: string) => Promise<T>,
): Promise<T> {
  const { db, gateway } = deps;
  let reference: string;
  try {
    ({ reference } = await gateway.charge({
      token,
      amountCents: payment.amount_cents,
      currency: 'usd',
      description,
      memberPresent: payment.purpose !== 'renewal',
      idempotencyKey: payment.idempotency_key,
    }));
  } catch (error) {
    if (error instanceof PaymentDeclinedError)
      await markPaymentFailed(db, payment.id, error.message, nowIso());
    throw error;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await record(trx, reference);
      const now = new Date();
      await markPaymentSucceeded(trx, payment.id, reference, now.toISOString());
      // NOTICE-2: the receipt is written with the charge's record, or not at all.
      await scheduleChargeReceipt(trx, payment.id, now);
      return result;
    });
  } catch (error) {
    await refundCharge(deps, payment, reference);
    throw error;
  }
}

/** A ledger row that was declined or given back: what it paid for must be undone. */
export async function wasNotPaid(db: Kysely<DB>, paymentId: number): Promise<boolean> {
  const row = await findPayment(db, paymentId);
  return row?.status === 'failed' || row?.status === 'refunded';
}
