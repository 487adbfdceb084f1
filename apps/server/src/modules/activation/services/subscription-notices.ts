import { NoticeTiming } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';
import { noticeKeys, scheduleNotice, withdrawNotice, type PlanFacts } from '../../notices/index.ts';
import { findPayment } from '../repositories/payment-ledger-repo.ts';
import {
  findSubscriptionType,
  type SubscriptionPlan,
} from '../repositories/subscription-type-repo.ts';
import { findVoucher } from '../repositories/voucher-repo.ts';

/*
 * The subscription's mails (docs/product/notices.md), each scheduled in the transaction of the
 * event it tells of (ADR 0036): a rolled-back charge leaves no receipt, a charge recorded always
 * has one.
 */

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

export const planFacts = (plan: SubscriptionPlan): PlanFacts => ({
  title: plan.title,
  priceCents: plan.price_cents,
  period: plan.period,
});

const STORE_NAMES = { apple: 'App Store', google: 'Google Play' } as const;

type Subscription = Pick<VoucherRow, 'id' | 'user_id' | 'created_at' | 'offers_valid_to'>;

/**
 * NOTICE-2: the receipt of a ledger row, written with its `succeeded` (a charge, paid through
 * `paidThrough` or the subscription's period end) or its `refunded` (a refund).
 */
async function scheduleReceipt(
  trx: Kysely<DB>,
  paymentId: number,
  now: Date,
  receipt: { refund: boolean; paidThrough?: string | undefined },
): Promise<void> {
  const payment = await findPayment(trx, paymentId);
  const plan = payment && (await findSubscriptionType(trx, payment.subscription_type_code));
  if (!payment || !plan || payment.user_id === null) return;
  const voucher =
    receipt.refund || payment.voucher_id === null
      ? undefined
      : await findVoucher(trx, payment.voucher_id);
  await scheduleNotice(trx, {
    kind: 'receipt',
    key: (receipt.refund ? noticeKeys.refundReceipt : noticeKeys.receipt)(payment.id),
    userId: payment.user_id,
    dueAt: now,
    payload: {
      refund: receipt.refund,
      plan: planFacts(plan),
      amountCents: payment.amount_cents,
      currency: payment.currency,
      card:
        payment.card_brand && payment.card_last4
          ? { brand: payment.card_brand, last4: payment.card_last4 }
          : null,
      store: payment.source === 'card' ? null : STORE_NAMES[payment.source],
      reference: payment.gateway_reference ?? payment.idempotency_key,
      at: now.toISOString(),
      periodEnd: receipt.refund ? null : (receipt.paidThrough ?? voucher?.offers_valid_to ?? null),
    },
  });
}

/** NOTICE-2: the receipt of a charge, written with the ledger row's `succeeded`. */
export async function scheduleChargeReceipt(
  trx: Kysely<DB>,
  paymentId: number,
  now: Date,
  /** The period the charge pays through, when the subscription does not hold it yet (a store's). */
  paidThrough?: string,
): Promise<void> {
  await scheduleReceipt(trx, paymentId, now, { refund: false, paidThrough });
}

/** NOTICE-2: the receipt of a refund, written with the ledger row's `refunded`. */
export async function scheduleRefundReceipt(
  trx: Kysely<DB>,
  paymentId: number,
  now: Date,
): Promise<void> {
  await scheduleReceipt(trx, paymentId, now, { refund: true });
}

/** The first anniversary of the purchase after `now` (a monthly plan's yearly reminder). */
function nextAnniversary(createdAt: string, now: Date): string {
  const start = Date.parse(createdAt);
  const years = Math.max(1, Math.ceil((now.getTime() - start) / YEAR_MS));
  let at = start + years * YEAR_MS;
  if (at <= now.getTime()) at += YEAR_MS;
  return new Date(at).toISOString();
}

const renewalReminderKeys = (subscription: Subscription, now: Date) => [
  noticeKeys.renewalNotice(subscription.id, subscription.offers_valid_to),
  noticeKeys.yearlyReminder(subscription.id, nextAnniversary(subscription.created_at, now)),
];

/**
 * NOTICE-4: the reminder before the subscription's next renewal, for the plan that renews: an
 * annual plan's renewal notice NoticeTiming.renewalNoticeDays before, or a monthly plan's yearly
 * reminder on the purchase's anniversary.
 */
export async function scheduleRenewalReminder(
  trx: Kysely<DB>,
  subscription: Subscription,
  plan: SubscriptionPlan,
  periodStart: string,
  now: Date,
): Promise<void> {
  if (subscription.user_id === null) return;
  if (plan.period === 'year') {
    const noticeAt =
      Date.parse(subscription.offers_valid_to) - NoticeTiming.renewalNoticeDays * DAY_MS;
    await scheduleNotice(trx, {
      kind: 'renewalNotice',
      key: noticeKeys.renewalNotice(subscription.id, subscription.offers_valid_to),
      userId: subscription.user_id,
      dueAt: new Date(Math.max(noticeAt, now.getTime())),
      payload: { plan: planFacts(plan), renewsAt: subscription.offers_valid_to, periodStart },
    });
    return;
  }
  const anniversary = nextAnniversary(subscription.created_at, now);
  await scheduleNotice(trx, {
    kind: 'yearlyReminder',
    key: noticeKeys.yearlyReminder(subscription.id, anniversary),
    userId: subscription.user_id,
    dueAt: new Date(anniversary),
    payload: {
      plan: planFacts(plan),
      since: new Date(Date.parse(anniversary) - YEAR_MS).toISOString(),
    },
  });
}

/**
 * NOTICE-4: the renewal reminder again, for the plan that now renews (a plan change, a resume):
 * the one scheduled before is withdrawn first, so the member is told the plan and price that will
 * be charged.
 */
export async function rescheduleRenewalReminder(
  trx: Kysely<DB>,
  subscription: Subscription,
  plan: SubscriptionPlan,
  now: Date,
): Promise<void> {
  await withdrawNotice(trx, ...renewalReminderKeys(subscription, now));
  await scheduleRenewalReminder(
    trx,
    subscription,
    plan,
    currentPeriodStart(subscription, plan),
    now,
  );
}

/** When the subscription's current period began (its purchase, or one plan period before its end). */
export function currentPeriodStart(subscription: Subscription, plan: SubscriptionPlan): string {
  const periodMs = plan.period === 'year' ? YEAR_MS : 30 * DAY_MS;
  const start = Math.max(
    Date.parse(subscription.created_at),
    Date.parse(subscription.offers_valid_to) - periodMs,
  );
  return new Date(start).toISOString();
}

/** NOTICE-3 and NOTICE-4: a subscription bought, its terms said and its first renewal reminded. */
export async function scheduleSubscriptionOpened(
  trx: Kysely<DB>,
  subscription: Subscription,
  plan: SubscriptionPlan,
  now: Date,
): Promise<void> {
  if (subscription.user_id === null) return;
  await scheduleNotice(trx, {
    kind: 'subscriptionAcknowledgment',
    key: noticeKeys.subscriptionAcknowledgment(subscription.id),
    userId: subscription.user_id,
    dueAt: now,
    payload: { plan: planFacts(plan), renewsAt: subscription.offers_valid_to },
  });
  await scheduleRenewalReminder(trx, subscription, plan, now.toISOString(), now);
}

/** NOTICE-7: a cancellation confirmed, and the renewal reminder withdrawn (nothing renews). */
export async function scheduleCancellation(
  trx: Kysely<DB>,
  subscription: Subscription,
  plan: SubscriptionPlan,
  now: Date,
): Promise<void> {
  if (subscription.user_id === null) return;
  await withdrawNotice(trx, ...renewalReminderKeys(subscription, now));
  await scheduleNotice(trx, {
    kind: 'cancellation',
    key: noticeKeys.cancellation(subscription.id, subscription.offers_valid_to),
    userId: subscription.user_id,
    dueAt: now,
    payload: { plan: planFacts(plan), accessEndsAt: subscription.offers_valid_to },
  });
}

/** NOTICE-6: a declined renewal, with when it is tried again (null: never, it ended). */
export async function scheduleRenewalFailed(
  trx: Kysely<DB>,
  subscription: Subscription,
  charge: { plan: SubscriptionPlan; amountCents: number; attempt: number },
  nextAttemptAt: string | null,
  now: Date,
): Promise<void> {
  if (subscription.user_id === null) return;
  await scheduleNotice(trx, {
    kind: 'renewalFailed',
    key: noticeKeys.renewalFailed(subscription.id, subscription.offers_valid_to, charge.attempt),
    userId: subscription.user_id,
    dueAt: now,
    payload: { plan: planFacts(charge.plan), amountCents: charge.amountCents, nextAttemptAt },
  });
}

/** NOTICE-6: the subscription is over (its cancelled period ran out, or the retries are spent). */
export async function scheduleSubscriptionEnded(
  trx: Kysely<DB>,
  subscription: Subscription & Pick<VoucherRow, 'subscription_type_code'>,
  reason: 'cancelled' | 'declined',
  now: Date,
): Promise<void> {
  if (subscription.user_id === null || subscription.subscription_type_code === null) return;
  const plan = await findSubscriptionType(trx, subscription.subscription_type_code);
  if (!plan) return;
  await withdrawNotice(trx, ...renewalReminderKeys(subscription, now));
  await scheduleNotice(trx, {
    kind: 'subscriptionEnded',
    key: noticeKeys.subscriptionEnded(subscription.id),
    userId: subscription.user_id,
    dueAt: now,
    payload: { plan: planFacts(plan), endedAt: now.toISOString(), reason },
  });
}

/**
 * NOTICE-8: a book's expiry reminders, NoticeTiming.expiryReminderDays before it ends (those
 * already past are not sent: a book activated 5 days before its end gets the 3-day one only).
 */
export async function scheduleBookExpiryReminders(
  trx: Kysely<DB>,
  book: { id: number; userId: number; endsAt: string },
  now: Date,
): Promise<void> {
  for (const daysLeft of NoticeTiming.expiryReminderDays) {
    const dueAt = Date.parse(book.endsAt) - daysLeft * DAY_MS;
    if (dueAt <= now.getTime()) continue;
    await scheduleNotice(trx, {
      kind: 'bookExpiry',
      key: noticeKeys.bookExpiry(book.id, daysLeft),
      userId: book.userId,
      dueAt: new Date(dueAt),
      payload: { bookName: 'Citybook book', endsAt: book.endsAt, daysLeft },
    });
  }
}
