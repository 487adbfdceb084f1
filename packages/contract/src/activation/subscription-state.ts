import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';
import { consentRequestShape } from './consent-request.ts';
import { consentSchema } from './subscription-terms.ts';
import { subscriptionTypeSchema, type SubscriptionType } from './subscription.ts';

/**
 * The life of the account's one subscription (docs/architecture.md, Payments; ACTIVATION-17; ADR 0012):
 * active → cancelled (runs to its period end) → ended; active → pastDue (a renewal failed and is
 * being retried) → active, or ended after the last retry.
 */
export const subscriptionStatuses = ['active', 'cancelled', 'pastDue', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Where the subscription is paid: a card through the payment gateway, or an app store. */
export const subscriptionSources = ['card', 'apple', 'google'] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];

export const RenewalTiming = {
  /** A renewal is charged from this long before the period ends, so access never lapses. */
  leadHours: 24,
  /** After a failed renewal the card is tried again this many days after the first failure. */
  retryAfterDays: [1, 3, 5],
} as const;

const paymentCardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
});

/** GET /api/account/subscription: the member's subscription as the management screens show it. */
export const subscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  source: z.enum(subscriptionSources),
  plan: subscriptionTypeSchema,
  /** The plan the next renewal changes to (a plan change waits for it); null when none waits. */
  nextPlan: z.nullable(subscriptionTypeSchema),
  /** The end of the period paid for: the renewal date, or the last day when cancelled. */
  periodEnd: z.iso.datetime(),
  /** When a past-due renewal is tried again; null when no retry is left, or none is due. */
  nextAttemptAt: z.nullable(z.iso.datetime()),
  /** The card a card subscription is charged to; null for a store subscription. */
  card: z.nullable(paymentCardSummarySchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionAnswerSchema = z.object({
  /** Null when the member has never subscribed. */
  subscription: z.nullable(subscriptionSchema),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** POST /api/account/subscription/change. */
export const changeSubscriptionRequestSchema = z.object({
  subscriptionTypeCode: idSchema,
  ...consentRequestShape,
});

/** What a charge was for (the ledger's purposes). */
export const paymentPurposes = [
  'purchase',
  'renewal',
  'cardUpdate',
  'storePurchase',
  'storeRenewal',
] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** GET /api/account/payments: one charge of the member's, newest first. */
export const paymentSchema = z.object({
  id: z.int(),
  createdAt: z.iso.datetime(),
  purpose: z.enum(paymentPurposes),
  source: z.enum(subscriptionSources),
  planTitle: z.string(),
  /** Dollars. */
  amount: z.number(),
  currency: z.string(),
  /** The card charged; null for a store purchase. */
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  status: z.enum(paymentStatuses),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);

/** GET /api/account/payments: the charges and, ACTIVATION-23, the terms the member agreed to. */
export const paymentHistorySchema = z.object({
  payments: paymentListSchema,
  consents: z.array(consentSchema),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** What the subscription rules answer (the server's messages). */
export const SubscriptionRuleText = {
  alreadySubscribed:
    'You already have a subscription. To switch plans, use "Change subscription" instead.',
  noSubscription: 'You do not have a subscription.',
  samePlan: 'This is already your plan.',
  notChangeable: (status: SubscriptionStatus) =>
    status === 'cancelled'
      ? 'Your subscription is cancelled. Resume it first to change its plan.'
      : 'Your subscription has ended. Please subscribe again.',
  notResumable: 'Only a cancelled subscription that has not ended yet can be resumed.',
  notCancellable: 'This subscription is not renewing, so there is nothing to cancel.',
  paymentInProgress:
    'A payment for your subscription is being processed. Please try again in a minute.',
  storeManaged: (source: SubscriptionSource) =>
    `This subscription is billed by ${source === 'apple' ? 'the App Store' : 'Google Play'}: change or cancel it there.`,
} as const;

/** A store's product id for a plan: the plan's code, as StartIAP sends it (ACTIVATION-19). */
export function storeProductId(plan: Pick<SubscriptionType, 'code'>): string {
  return String(plan.code);
}

/** POST /api/account/store/apple: the App Store's JWS transaction from StoreKit 2. */
export const appleStorePurchaseRequestSchema = z.object({
  signedTransaction: z.string().check(z.minLength(1), z.maxLength(20_000)),
});

/** POST /api/account/store/google: what Play Billing gives the app after a purchase. */
export const googleStorePurchaseRequestSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(200)),
  purchaseToken: z.string().check(z.minLength(1), z.maxLength(4_000)),
});

/** POST /api/store/apple/notifications: App Store Server Notifications V2. */
export const appleNotificationRequestSchema = z.object({
  signedPayload: z.string().check(z.minLength(1), z.maxLength(100_000)),
});

/** POST /api/store/google/notifications: a Pub/Sub push of a Real-time developer notification. */
export const googleNotificationRequestSchema = z.object({
  message: z.object({
    /** Base64 of the DeveloperNotification JSON. */
    data: z.string().check(z.maxLength(20_000)),
    messageId: z.optional(z.string().check(z.maxLength(200))),
  }),
  subscription: z.optional(z.string().check(z.maxLength(500))),
});

/** A store notification is taken (or deliberately ignored): stores retry anything but a 2xx. */
export const storeNotificationAnswerSchema = z.object({});
