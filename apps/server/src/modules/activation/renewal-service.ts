import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../db/schema.ts';
import { PaymentDeclinedError, type PaymentGateway } from '../../lib/payments/payment-gateway.ts';
import {
  claimRenewal,
  dueSubscriptions,
  endSubscription,
  markRenewalFailed,
  renewalChargeOf,
} from './renewal-repo.ts';
import { chargeStoredCard, extendSubscription } from './subscription-charge-service.ts';
import { graceEnd, RENEWAL_RETRY_MS } from './subscription-period.ts';

export interface RenewalSummary {
  renewed: number;
  failed: number;
  ended: number;
}

export interface RenewalLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const quietLog: RenewalLog = { info: () => undefined, warn: () => undefined };

/**
 * Renews every subscription whose period has run out: charges the stored card and extends the
 * period; a declined card starts the grace period (isDeactivatedFuture) and is retried daily; at
 * the end of the grace period the subscription ends. Each attempt is claimed by a conditional
 * update first, so several servers (or the scheduler and the operator command) never charge twice.
 */
export async function renewDueSubscriptions(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  now: Date = new Date(),
  log: RenewalLog = quietLog,
): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, failed: 0, ended: 0 };
  for (const voucher of await dueSubscriptions(db, now.toISOString())) {
    const outcome = await renewOne(db, gateway, voucher, now, log);
    if (outcome) summary[outcome] += 1;
  }
  return summary;
}

type Outcome = keyof RenewalSummary;

async function renewOne(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  voucher: VoucherRow,
  now: Date,
  log: RenewalLog,
): Promise<Outcome | null> {
  const nowText = now.toISOString();
  if (voucher.renewal_failed_at !== null && graceEnd(voucher.offers_valid_to) <= nowText) {
    if (!(await endSubscription(db, voucher.id, nowText))) return null;
    log.info({ voucherId: voucher.id }, 'subscription ended after its grace period');
    return 'ended';
  }
  // This attempt is this process's, unless another took one within the retry interval.
  const retryBefore = new Date(now.getTime() - RENEWAL_RETRY_MS).toISOString();
  if (!(await claimRenewal(db, voucher, nowText, retryBefore))) return null;

  const charge = await renewalChargeOf(db, voucher.id);
  if (!charge) return null;

  try {
    await chargeStoredCard(gateway, charge, charge.gateway_token);
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    await markRenewalFailed(db, voucher, nowText);
    log.warn({ voucherId: voucher.id }, 'subscription renewal declined');
    return 'failed';
  }
  await extendSubscription(db, voucher, charge.period, now);
  log.info({ voucherId: voucher.id }, 'subscription renewed');
  return 'renewed';
}
