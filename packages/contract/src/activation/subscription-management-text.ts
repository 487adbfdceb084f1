import type { PaymentPurpose, PaymentStatus, SubscriptionSource } from './subscription-state.ts';

type StoreSource = Exclude<SubscriptionSource, 'card'>;

/** The app store a store subscription is billed by, as members know it. */
export const STORE_NAMES: Record<StoreSource, string> = {
  apple: 'App Store',
  google: 'Google Play',
};

/**
 * What the web's subscription management screens say. Dates and plan titles arrive formatted;
 * the rules behind the sentences are docs/decisions 0012 (a plan change waits for the renewal).
 */
export const SubscriptionManagementText = {
  renewsOn: (date: string) => `Renews on ${date}`,
  changesTo: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  endedOn: (date: string) => `Ended on ${date}`,
  pastDue: 'Renewal payment failed',
  nextAttempt: (date: string) => `We will try your card again on ${date}.`,
  card: (card: { brand: string; last4: string }) => `${card.brand} •••• ${card.last4}`,
  loading: 'Loading your subscription…',
  loadingPlans: 'Loading subscriptions…',

  change: 'Change subscription',
  cancel: 'Cancel subscription',
  resume: 'Resume subscription',
  paymentHistory: 'Payment history',
  chooseSubscription: 'Choose a subscription',

  cancelTitle: 'Cancel Subscription',
  cancelQuestion: (date: string) =>
    `Your subscription will not renew. You keep access until ${date}, and you can resume it before then.`,
  keep: 'Keep subscription',
  cancelled: (date: string) =>
    `Your subscription is cancelled. You keep access until ${date}, and you can resume it before then.`,
  resumed: (date: string) => `Your subscription is renewing again, next on ${date}.`,
  cancelFailed: 'Sorry, we were unable to cancel your subscription. Please try again later.',
  resumeFailed: 'Sorry, we were unable to resume your subscription. Please try again later.',

  /** Said before the member chooses: a change waits for the renewal, nothing is charged now. */
  changeRule: (current: string, date: string) =>
    `A new plan starts at your next renewal on ${date}. You keep ${current} until then; nothing is charged now.`,
  changeScheduled: (next: string, date: string, current: string) =>
    `Your plan changes to ${next} on ${date}. You keep ${current} until then; nothing is charged now.`,
  changeWithdrawn: (current: string) => `Your plan stays ${current}.`,
  /** Issue 32 item 9: a plan change is confirmed, saying what it costs and when it starts. */
  changeTitle: (next: string) => `Change to ${next}?`,
  changeQuestion: (next: string, price: string, charge: string, date: string, current: string) =>
    `${next} costs ${price}. It starts at your next renewal on ${date}, when ${charge} is charged to your card. You keep ${current} until then; nothing is charged now.`,
  changeConfirm: 'Change plan',
  keepPlan: (current: string) => `Keep ${current}`,
  withdrawTitle: (current: string) => `Stay on ${current}?`,
  withdrawQuestion: (current: string, next: string, date: string) =>
    `Your plan stays ${current}, and ${next} will not start on ${date}. Nothing is charged now.`,
  withdrawConfirm: (current: string) => `Stay on ${current}`,
  keepChange: (next: string) => `Keep ${next}`,
  currentPlan: 'Current plan',
  nextPlan: (date: string) => `Starts on ${date}`,
  changeFailed: 'Sorry, we were unable to change your subscription. Please try again later.',
} as const;

/** The payment history screen (GET /api/account/payments). */
export const PaymentHistoryText = {
  empty: 'You have no payments yet.',
  loading: 'Loading your payments…',
  loadFailed: 'Sorry, we were unable to retrieve your payments. Please try again later.',
  status: {
    pending: 'Processing',
    succeeded: 'Paid',
    failed: 'Declined',
    refunded: 'Refunded',
  } satisfies Record<PaymentStatus, string>,
  /**
   * Issue 32 item 9: a declined attempt is not a charge; its row says so where the amount would
   * be, and names the amount as the one that was tried.
   */
  notCharged: 'Not charged',
  declinedAttempt: (amount: string) => `${amount} declined by the card`,
  purpose: {
    purchase: 'Purchase',
    renewal: 'Renewal',
    cardUpdate: 'Renewal (new card)',
    storePurchase: 'Purchase',
    storeRenewal: 'Renewal',
  } satisfies Record<PaymentPurpose, string>,
} as const;
