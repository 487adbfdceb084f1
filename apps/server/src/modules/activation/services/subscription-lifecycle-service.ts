import {
  ActivationErrors,
  ConsentButton,
  SubscriptionRuleText,
  type Subscription,
  type SubscriptionAnswer,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { cardOfVoucher } from '../repositories/payment-instrument-repo.ts';
import { renewalPlanCode } from './period-charge-service.ts';
import { rescheduleRenewalReminder, scheduleCancellation } from './subscription-notices.ts';
import { renewalDueAt } from './subscription-period.ts';
import {
  liveSubscriptionOf,
  shownSubscriptionOf,
  updateSubscriptionIf,
  type SubscriptionRow,
} from '../repositories/subscription-repo.ts';
import { planOf } from './subscription-service.ts';
import {
  checkConsent,
  recordConsent,
  type CheckedConsent,
  type ConsentGiven,
} from './consent-service.ts';
import {
  findSubscriptionType,
  type SubscriptionPlan,
} from '../repositories/subscription-type-repo.ts';

async function planOrThrow(db: Kysely<DB>, code: number | null) {
  const row = code === null ? undefined : await findSubscriptionType(db, code);
  if (!row) throw new Error(`No subscription type ${String(code)}`);
  return planOf(row);
}

/** The subscription as the management screens show it. */
async function subscriptionView(db: Kysely<DB>, row: SubscriptionRow): Promise<Subscription> {
  const source = row.subscription_source ?? 'card';
  const card = source === 'card' ? await cardOfVoucher(db, row.id) : undefined;
  const status = row.subscription_status;
  if (status === null || status === 'pending')
    throw new Error(`Voucher ${String(row.id)} is no subscription to show`);
  return {
    status,
    source,
    plan: await planOrThrow(db, row.subscription_type_code),
    nextPlan:
      row.next_subscription_type_code === null
        ? null
        : await planOrThrow(db, row.next_subscription_type_code),
    periodEnd: row.offers_valid_to,
    nextAttemptAt: row.subscription_status === 'pastDue' ? row.next_renewal_at : null,
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          expirationMonth: card.expiration_month,
          expirationYear: card.expiration_year,
        }
      : null,
  };
}

/** GET /api/account/subscription. */
export async function subscriptionOf(db: Kysely<DB>, userId: number): Promise<SubscriptionAnswer> {
  const row = await shownSubscriptionOf(db, userId);
  return { subscription: row ? await subscriptionView(db, row) : null };
}

const refused = (message: string) => new HttpError(ActivationErrors.subscriptionState, message);

/** The account's live subscription billed here by card, or the reason it cannot be changed. */
async function ownCardSubscription(db: Kysely<DB>, userId: number): Promise<SubscriptionRow> {
  const live = await liveSubscriptionOf(db, userId);
  if (!live || live.subscription_status === 'pending')
    throw new HttpError(ActivationErrors.noSubscription, SubscriptionRuleText.noSubscription);
  const source = live.subscription_source ?? 'card';
  if (source !== 'card') throw refused(SubscriptionRuleText.storeManaged(source));
  return live;
}

/**
 * Applies a change only to the subscription as read; a concurrent change is told to retry. What
 * the change tells the member (`mails`, NOTICE-7) is scheduled in the same transaction.
 */
async function change(
  db: Kysely<DB>,
  userId: number,
  row: SubscriptionRow,
  changes: Parameters<typeof updateSubscriptionIf>[2],
  mails?: (trx: Kysely<DB>) => Promise<void>,
): Promise<SubscriptionAnswer> {
  const changed = await db.transaction().execute(async (trx) => {
    const done = await updateSubscriptionIf(trx, row, changes);
    if (done && mails) await mails(trx);
    return done;
  });
  if (!changed)
    throw new HttpError(ActivationErrors.paymentInProgress, SubscriptionRuleText.paymentInProgress);
  return subscriptionOf(db, userId);
}

/** The plan a subscription renews to (a waiting change, else its own). */
async function renewingPlan(db: Kysely<DB>, row: SubscriptionRow) {
  const plan = await findSubscriptionType(db, renewalPlanCode(row));
  if (!plan) throw new Error(`No subscription type for voucher ${String(row.id)}`);
  return plan;
}

/**
 * What a plan change or a resumption writes with its update: the member's consent to the plan the
 * renewal will charge (ACTIVATION-22), and the reminder before that renewal (NOTICE-4).
 */
function consentAndReminder(
  consent: CheckedConsent,
  what: {
    kind: 'change' | 'resume';
    userId: number;
    live: SubscriptionRow;
    plan: SubscriptionPlan;
  },
  now: Date,
) {
  return async (trx: Kysely<DB>): Promise<void> => {
    const { kind, userId, live, plan } = what;
    await recordConsent(
      trx,
      consent,
      { kind, userId, voucherId: live.id, plan },
      now.toISOString(),
    );
    await rescheduleRenewalReminder(trx, live, plan, now);
  };
}

/**
 * Changes the plan from the next renewal (docs/decisions 0012): nothing is charged now and the
 * current plan runs to its period end; choosing the current plan again drops a waiting change.
 * ACTIVATION-22: the member's consent to the plan the renewal will charge is recorded with it.
 */
export async function changePlan(
  db: Kysely<DB>,
  userId: number,
  subscriptionTypeCode: number,
  given: ConsentGiven,
): Promise<SubscriptionAnswer> {
  const live = await ownCardSubscription(db, userId);
  if (live.subscription_status === 'cancelled')
    throw refused(SubscriptionRuleText.notChangeable('cancelled'));
  const plan = await findSubscriptionType(db, subscriptionTypeCode);
  if (!plan)
    throw new HttpError(ActivationErrors.badPayment, 'This subscription is not available.');
  const current = plan.code === live.subscription_type_code;
  if (current && live.next_subscription_type_code === null)
    throw new HttpError(ActivationErrors.samePlan, SubscriptionRuleText.samePlan);
  const consent = checkConsent(given, [
    current ? ConsentButton.withdraw(plan.title) : ConsentButton.change,
  ]);
  const now = new Date();
  // NOTICE-4: the reminder before the renewal names the plan and price that will be charged.
  return change(
    db,
    userId,
    live,
    { next_subscription_type_code: current ? null : plan.code },
    consentAndReminder(consent, { kind: 'change', userId, live, plan }, now),
  );
}

/** Stops renewals: the subscription runs to its period end, then ends. */
export async function cancelSubscription(
  db: Kysely<DB>,
  userId: number,
): Promise<SubscriptionAnswer> {
  const live = await ownCardSubscription(db, userId);
  if (live.subscription_status === 'cancelled') throw refused(SubscriptionRuleText.notCancellable);
  const plan = await renewingPlan(db, live);
  // NOTICE-7: the confirmation with the day access ends; the renewal reminder is withdrawn.
  return change(
    db,
    userId,
    live,
    { subscription_status: 'cancelled', next_renewal_at: null },
    (trx) => scheduleCancellation(trx, live, plan, new Date()),
  );
}

/**
 * Renews a cancelled subscription again, while its period still runs; ACTIVATION-22: with the
 * member's consent to the plan it renews to.
 */
export async function resumeSubscription(
  db: Kysely<DB>,
  userId: number,
  given: ConsentGiven,
): Promise<SubscriptionAnswer> {
  const live = await ownCardSubscription(db, userId);
  const now = new Date();
  if (live.subscription_status !== 'cancelled' || live.offers_valid_to <= now.toISOString())
    throw refused(SubscriptionRuleText.notResumable);
  const consent = checkConsent(given, [ConsentButton.resume]);
  const plan = await renewingPlan(db, live);
  // NOTICE-4: renewing again, the reminder before the renewal comes back.
  return change(
    db,
    userId,
    live,
    { subscription_status: 'active', next_renewal_at: renewalDueAt(live.offers_valid_to) },
    consentAndReminder(consent, { kind: 'resume', userId, live, plan }, now),
  );
}
