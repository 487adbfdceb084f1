import { nowIso } from '../../../lib/clock.ts';
import { recordRefund, refundCharge, type PaymentDeps } from './ledger-charge-service.ts';
import { markPaymentFailed, stalePayments } from '../repositories/payment-ledger-repo.ts';
import { CHARGE_LEASE_MS } from './subscription-period.ts';
import { deletePendingSubscription } from '../repositories/subscription-repo.ts';

export interface ReconcileLog {
  warn(object: object, message: string): void;
}

const NOT_CHARGED = 'The charge was interrupted and not made.';
/**
 * A processor's lookup by key may lag its charges (Stripe's search, up to a minute, longer in an
 * outage): "no charge" is believed only of a row this old.
 */
const NO_CHARGE_BELIEVED_AFTER_MS = 60 * 60_000;

/**
 * Settles ledger rows left pending by a crash or an unanswered gateway call (older than a charge's
 * lease): the gateway is asked for the charge by the row's idempotency key; a charge it made is
 * refunded, since what it paid for was never written; none is a failed row. The renewal then
 * comes due again, and a purchase can be made again. Answers how many rows it settled.
 */
export async function reconcilePendingPayments(
  deps: PaymentDeps,
  now: Date,
  log: ReconcileLog,
): Promise<number> {
  const before = new Date(now.getTime() - CHARGE_LEASE_MS).toISOString();
  let settled = 0;
  for (const payment of await stalePayments(deps.db, before)) {
    const found = await deps.gateway.findCharge(payment.idempotency_key).catch(() => undefined);
    if (found === undefined) continue; // the gateway did not answer: next time
    const youngerThanLookupLag =
      Date.parse(payment.updated_at) > now.getTime() - NO_CHARGE_BELIEVED_AFTER_MS;
    if (found === null && youngerThanLookupLag) continue;
    if (found?.status === 'succeeded') {
      if (!(await refundCharge(deps, payment, found.reference))) continue;
    } else if (found?.status === 'refunded') {
      await recordRefund(deps.db, payment.id, found.reference, now);
    } else {
      await markPaymentFailed(deps.db, payment.id, NOT_CHARGED, nowIso());
    }
    if (payment.purpose === 'purchase' && payment.voucher_id !== null)
      await deletePendingSubscription(deps.db, payment.voucher_id);
    log.warn({ paymentId: payment.id, found: found?.status ?? 'none' }, 'pending payment settled');
    settled += 1;
  }
  return settled;
}
