import { PaymentDeclinedError } from '../../../lib/payments/payment-gateway.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { chargeClaimed, chargeDescription, type PaymentDeps } from './ledger-charge-service.ts';
import { declinedRenewals } from '../repositories/payment-ledger-repo.ts';
import { chargeableCardOf } from '../repositories/payment-instrument-repo.ts';
import { reconcilePendingPayments } from './payment-reconcile-service.ts';
import { applyDuePriceChanges } from '../repositories/price-change-repo.ts';
import {
  claimPeriodCharge,
  extendPaidPeriod,
  renewalPlanCode,
  type PeriodClaim,
} from './period-charge-service.ts';
import { retryAt } from './subscription-period.ts';
import {
  dueRenewals,
  updateSubscriptionIf,
  type SubscriptionRow,
} from '../repositories/subscription-repo.ts';
import { endCancelledSubscriptions } from './subscription-end-service.ts';
import { scheduleRenewalFailed, scheduleSubscriptionEnded } from './subscription-notices.ts';
import { findSubscriptionType } from '../repositories/subscription-type-repo.ts';

export interface RenewalSummary {
  renewed: number;
  failed: number;
  ended: number;
}

export interface RenewalLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const quietLog: RenewalLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

type Outcome = keyof RenewalSummary;

/**
 * The renewal job: settles charges left pending, ends cancelled subscriptions whose period is
 * over, and renews every card subscription due by `now` (from RenewalTiming.leadHours before its
 * period ends, and on the retry schedule after a decline). Each charge is claimed in the database
 * first, so any number of servers and operator commands charge a period once.
 */
export async function renewDueSubscriptions(
  deps: PaymentDeps,
  now: Date = new Date(),
  log: RenewalLog = quietLog,
): Promise<RenewalSummary> {
  await reconcilePendingPayments(deps, now, log);
  // NOTICE-5: a new price announced for today applies to the renewals from now on.
  await applyDuePriceChanges(deps.db, now.toISOString());
  const summary: RenewalSummary = { renewed: 0, failed: 0, ended: 0 };
  summary.ended += await endCancelledSubscriptions(deps.db, now);
  for (const subscription of await dueRenewals(deps.db, now.toISOString())) {
    const outcome = await renewOne(deps, subscription, now, log).catch((error: unknown) => {
      log.error({ err: error, voucherId: subscription.id }, 'subscription renewal failed');
      return null;
    });
    if (outcome) summary[outcome] += 1;
  }
  return summary;
}

async function renewOne(
  deps: PaymentDeps,
  subscription: SubscriptionRow,
  now: Date,
  log: RenewalLog,
): Promise<Outcome | null> {
  const plan = await findSubscriptionType(deps.db, renewalPlanCode(subscription));
  const card = await chargeableCardOf(deps.db, subscription.id);
  if (!plan || !card) throw new Error('A card subscription without its plan or card');
  const claim = await claimPeriodCharge(
    deps.db,
    subscription,
    { purpose: 'renewal', plan, card },
    now,
  );
  if (!claim) return null;

  try {
    await chargeClaimed(deps, claim.payment, card.gateway_token, chargeDescription(plan), (trx) =>
      extendPaidPeriod(trx, subscription, { lease: claim.lease, plan }, now),
    );
  } catch (error) {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    const outcome = await recordDecline(deps, subscription, claim, now);
    log.warn({ voucherId: subscription.id, outcome }, 'subscription renewal declined');
    logSecurityEvent(log, 'payment.declined', {
      ...(subscription.user_id === null ? {} : { userId: subscription.user_id }),
      voucherId: subscription.id,
      reason: 'renewal',
    });
    return outcome;
  }
  log.info({ voucherId: subscription.id }, 'subscription renewed');
  return 'renewed';
}

/**
 * A declined renewal: past due, tried again on the retry schedule (counted from the first
 * decline of the period), or ended when the retries are spent.
 */
async function recordDecline(
  { db }: PaymentDeps,
  subscription: SubscriptionRow,
  claim: PeriodClaim,
  now: Date,
): Promise<'failed' | 'ended'> {
  const declines = await declinedRenewals(db, subscription.id, subscription.offers_valid_to);
  const firstDecline = subscription.renewal_failed_at ?? now.toISOString();
  const retry = retryAt(firstDecline, declines);
  const held = { ...subscription, next_renewal_at: claim.lease };
  const plan = await findSubscriptionType(db, claim.payment.subscription_type_code);
  return db.transaction().execute(async (trx) => {
    const changed =
      retry === null
        ? await updateSubscriptionIf(trx, held, {
            subscription_status: 'ended',
            deactivated_at: now.toISOString(),
            next_renewal_at: null,
          })
        : await updateSubscriptionIf(trx, held, {
            subscription_status: 'pastDue',
            renewal_failed_at: firstDecline,
            next_renewal_at: retry,
          });
    // NOTICE-6: the member is told, with the payment-update link, in the same transaction.
    if (changed && plan) {
      await scheduleRenewalFailed(
        trx,
        subscription,
        { plan, amountCents: claim.payment.amount_cents, attempt: claim.payment.attempt },
        retry,
        now,
      );
      if (retry === null) await scheduleSubscriptionEnded(trx, subscription, 'declined', now);
    }
    return retry === null ? 'ended' : 'failed';
  });
}
