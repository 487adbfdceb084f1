import type { PaymentPurpose } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, PaymentRow } from '../../../db/schema.ts';
import { newIdempotencyKey } from './ledger-charge-service.ts';
import { claimPayment } from '../repositories/payment-ledger-repo.ts';
import { leaseUntil, nextPeriodEnd, renewalDueAt } from './subscription-period.ts';
import { updateSubscriptionIf, type SubscriptionRow } from '../repositories/subscription-repo.ts';
import type { SubscriptionPlan } from '../repositories/subscription-type-repo.ts';
import { scheduleRenewalReminder } from './subscription-notices.ts';
import { subscriptionVoucherCode } from './subscription-voucher-code.ts';

/** A renewal charge claimed: its ledger row, and the claim held on the subscription until then. */
export interface PeriodClaim {
  payment: PaymentRow;
  lease: string;
}

class ClaimTaken extends Error {}

/** The plan the next period is charged for: a plan change waiting for it, else the current one. */
export const renewalPlanCode = (subscription: SubscriptionRow): number =>
  subscription.next_subscription_type_code ?? subscription.subscription_type_code ?? 0;

/**
 * Claims the charge for the subscription's next period (by the renewal job, or by a new card for a
 * past-due renewal): the subscription's next renewal moves to the claim's lease only if nobody
 * moved it since it was read, and the ledger row is written, in one transaction. Undefined when
 * another process has it.
 */
export async function claimPeriodCharge(
  db: Kysely<DB>,
  subscription: SubscriptionRow,
  charge: {
    purpose: PaymentPurpose;
    plan: SubscriptionPlan;
    card?: { brand: string; last4: string };
  },
  now: Date,
): Promise<PeriodClaim | undefined> {
  const lease = leaseUntil(now);
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await updateSubscriptionIf(trx, subscription, { next_renewal_at: lease });
      if (!claimed) throw new ClaimTaken();
      const payment = await claimPayment(
        trx,
        {
          user_id: subscription.user_id,
          voucher_id: subscription.id,
          purpose: charge.purpose,
          source: 'card',
          subscription_type_code: charge.plan.code,
          amount_cents: charge.plan.price_cents,
          currency: 'USD',
          period_key: subscription.offers_valid_to,
          idempotency_key: newIdempotencyKey(),
          card_brand: charge.card?.brand ?? null,
          card_last4: charge.card?.last4 ?? null,
        },
        now.toISOString(),
      );
      if (!payment) throw new ClaimTaken();
      return { payment, lease };
    });
  } catch (error) {
    if (error instanceof ClaimTaken) return undefined;
    throw error;
  }
}

/** The claimed subscription as it is while its claim holds. */
const held = (subscription: SubscriptionRow, lease: string) => ({
  ...subscription,
  next_renewal_at: lease,
});

/**
 * The period paid: the subscription runs one more period on the plan charged, active again. Throws
 * when the subscription changed under the claim (cancelled meanwhile), so the charge is refunded.
 */
export async function extendPaidPeriod(
  trx: Kysely<DB>,
  subscription: SubscriptionRow,
  claim: { lease: string; plan: SubscriptionPlan },
  now: Date,
): Promise<void> {
  const end = nextPeriodEnd(subscription.offers_valid_to, claim.plan.period, now);
  const extended = await updateSubscriptionIf(trx, held(subscription, claim.lease), {
    offers_valid_to: end,
    code: subscriptionVoucherCode(claim.plan),
    subscription_type_code: claim.plan.code,
    next_subscription_type_code: null,
    subscription_status: 'active',
    renewal_failed_at: null,
    deactivated_at: null,
    next_renewal_at: renewalDueAt(end),
  });
  if (!extended) throw new Error(`Subscription ${String(subscription.id)} changed while charged`);
  // NOTICE-4: the reminder before the next renewal, in the renewal's transaction.
  await scheduleRenewalReminder(
    trx,
    { ...subscription, offers_valid_to: end },
    claim.plan,
    subscription.offers_valid_to,
    now,
  );
}

/** A claim whose charge was not made: the renewal is due again as it was before. */
export async function releaseClaim(
  db: Kysely<DB>,
  subscription: SubscriptionRow,
  lease: string,
): Promise<void> {
  await updateSubscriptionIf(db, held(subscription, lease), {
    next_renewal_at: subscription.next_renewal_at,
  });
}
