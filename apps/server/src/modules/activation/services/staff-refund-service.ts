import { RefundTiming, SupportErrors, SupportText } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, PaymentRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordSupportAction, type SupportAct } from '../../staff/index.ts';
import { findPayment } from '../repositories/payment-ledger-repo.ts';
import {
  completeRefundClaim,
  findRefundClaim,
  insertRefundClaim,
  markChargeRefunded,
  releaseRefundClaim,
  takeOverRefundClaim,
  type RefundClaim,
} from '../repositories/support-activation-repo.ts';
import { keyFor, type PaymentDeps } from './ledger-charge-service.ts';
import { scheduleRefundReceipt } from './subscription-notices.ts';

const unknown = () => new HttpError(SupportErrors.unknownMember, SupportText.unknownMember);
const alreadyRefunded = () =>
  new HttpError(SupportErrors.alreadyRefunded, SupportText.alreadyRefunded);

/**
 * OPERATOR-21 (ADR 0043): support refunds a member's card payment in full, exactly once however
 * many clicks and servers ask at the same moment. The refund is claimed in the database first
 * (one claim per ledger row, with a lease), then the gateway is called with the claim's
 * idempotency key, then the ledger's `refunded`, the claim's end, the member's receipt and the
 * audit entry are written in one transaction. A claim whose holder failed after the gateway
 * answered is taken over by the next try, which asks the gateway before refunding again.
 */
export async function refundPaymentForSupport(
  deps: PaymentDeps & { log?: { warn(object: object, message: string): void } },
  act: SupportAct,
  paymentId: number,
): Promise<string> {
  const { db } = deps;
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.user_id !== act.memberId) throw unknown();
  const reference = payment.gateway_reference;
  if (reference === null) throw new Error(`Payment ${String(payment.id)} has no reference`);
  const { claim, takenOver } = await claimRefund(db, act, payment);
  try {
    if (!(takenOver && (await refundedAlready(deps, payment)))) {
      await deps.gateway.refund(reference, claim.idempotency_key);
    }
  } catch (error) {
    deps.log?.warn({ err: error, paymentId: payment.id }, 'staff refund not confirmed');
    await releaseRefundClaim(db, claim.id, new Date().toISOString());
    throw new HttpError(SupportErrors.refundFailed, SupportText.refundFailed);
  }
  try {
    await db.transaction().execute(async (trx) => {
      const at = act.now.toISOString();
      if (!(await completeRefundClaim(trx, claim.id, at))) throw alreadyRefunded();
      await markChargeRefunded(trx, payment, at);
      // NOTICE-2: the member's receipt of the refund, with the ledger's change.
      await scheduleRefundReceipt(trx, payment.id, act.now);
      await recordSupportAction(trx, act, 'refundPayment', {
        before: { paymentId: payment.id, status: payment.status },
        after: {
          paymentId: payment.id,
          status: 'refunded',
          amountCents: payment.amount_cents,
          currency: payment.currency,
        },
      });
    });
  } catch (error) {
    // The gateway refunded; the record failed. The next try takes the claim over at once, asks
    // the gateway (which says refunded) and writes the record without a second refund.
    await releaseRefundClaim(db, claim.id, new Date().toISOString()).catch(() => undefined);
    throw error;
  }
  return SupportText.refunded;
}

/** The claim this request holds, or the answer that someone else's refund holds it. */
async function claimRefund(
  db: Kysely<DB>,
  act: SupportAct,
  payment: PaymentRow,
): Promise<{ claim: RefundClaim; takenOver: boolean }> {
  if (payment.status === 'refunded') throw alreadyRefunded();
  if (payment.status !== 'succeeded' || payment.source !== 'card')
    throw new HttpError(SupportErrors.notRefundable, SupportText.notRefundable);
  const leaseUntil = new Date(act.now.getTime() + RefundTiming.leaseSeconds * 1000).toISOString();
  const taker = {
    staffId: act.actor.staffId,
    staffEmail: act.actor.email,
    reason: act.reason,
    leaseUntil,
  };
  const claimed = await insertRefundClaim(db, {
    paymentId: payment.id,
    idempotencyKey: keyFor(payment, 'refund'),
    ...taker,
    at: act.now.toISOString(),
  });
  if (claimed) return { claim: claimed, takenOver: false };
  const held = await findRefundClaim(db, payment.id);
  if (!held || held.status !== 'pending' || held.lease_until > act.now.toISOString())
    throw alreadyRefunded();
  if (!(await takeOverRefundClaim(db, held, taker))) throw alreadyRefunded();
  return { claim: { ...held, lease_until: leaseUntil }, takenOver: true };
}

/**
 * A claim taken over may have been refunded by its first holder: the gateway is asked by the
 * charge's key. A processor's lookup may lag, so a "not refunded" is still refunded with the
 * claim's own key, which the processor answers once whatever the number of calls.
 */
async function refundedAlready(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  const found = await deps.gateway.findCharge(payment.idempotency_key);
  return found?.status === 'refunded';
}
