import * as z from 'zod/mini';
import { SubscriptionManagementText } from './subscription-management-text.ts';
import { SubscriptionText, type SubscriptionType } from './subscription.ts';

/**
 * ACTIVATION-22: the subscription terms, every version ever shown, oldest first. The web shows the
 * last one beside the buttons that buy, change or resume a plan; the server records the version
 * and the SHA-256 of its exact text with the member's consent, and Payment history shows the text
 * of the version each consent was given to. A version once published is never edited: a change of
 * wording is a new version appended here (ADR 0040).
 */
export const SUBSCRIPTION_TERMS = [
  {
    version: '2026-11-27',
    text: [
      'Citybook subscription terms',
      'What you buy. A Citybook subscription activates your account for the Citybook coupons of your city for as long as it runs. Each coupon can be redeemed once per activation, under the rules printed on it.',
      'Price and billing. You pay the price shown for your plan, in US dollars, at the start of each period (a month or a year), charged to the card you give us. Taxes, if any, are included in the price shown.',
      'Automatic renewal. Your subscription renews automatically at the end of each period, at the price of your plan, and is charged to your card up to 24 hours before the period ends, until you cancel. If a renewal payment fails we try again 1, 3 and 5 days later; if the last try fails, the subscription ends.',
      'How to cancel. Cancel at any time in the app under Account → Manage Subscriptions → Cancel subscription. Renewals stop at once, you keep access to the end of the period you have paid for, and you can resume before then. Nothing is charged for cancelling.',
      'Changing plans. A new plan starts at your next renewal and is charged then; nothing is charged when you change.',
      'Price changes. We tell you by e-mail at least 7 days before a new price applies to your plan. You can cancel before then.',
      'Notices. We send you a receipt for every charge, an acknowledgment of these terms when you subscribe, and a reminder before an annual plan renews.',
      'Refunds. A charge for a period you cannot use because of a fault of ours is refunded on request to support@citybook.app.',
      'Questions: support@citybook.app.',
    ].join('\n\n'),
  },
] as const satisfies readonly { version: string; text: string }[];

export type SubscriptionTerms = (typeof SUBSCRIPTION_TERMS)[number];

function lastOf<T>(list: readonly [T, ...T[]]): T {
  return list[list.length - 1] ?? list[0];
}

/** The terms shown now: the last version. */
export const CURRENT_TERMS: SubscriptionTerms = lastOf(SUBSCRIPTION_TERMS);

/** The text of a version once shown, for Payment history; undefined for a version never published. */
export function termsOfVersion(version: string): SubscriptionTerms | undefined {
  return SUBSCRIPTION_TERMS.find((terms) => terms.version === version);
}

/**
 * ACTIVATION-22: the renewal wording shown beside the button, for the plan the renewal charges.
 * The server records exactly this sentence for the plan it charges, so it is built here once.
 */
export function renewalWording(plan: Pick<SubscriptionType, 'price' | 'period'>): string {
  return `Renews automatically every ${plan.period} at ${SubscriptionText.amount(plan)} until you cancel. Cancel any time under Account → Manage Subscriptions; you keep access to the end of the period you paid for.`;
}

/** What a consent was given to: buying a plan, changing it, or resuming a cancelled one. */
export const consentKinds = ['purchase', 'change', 'resume'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/**
 * ACTIVATION-22: the label of the button that gives consent, as the screens show it. A change to
 * the current plan again (withdrawing a waiting change) is pressed on "Stay on …".
 */
export const ConsentButton = {
  purchase: 'Subscribe',
  change: SubscriptionManagementText.changeConfirm,
  withdraw: (currentPlanTitle: string) =>
    SubscriptionManagementText.withdrawConfirm(currentPlanTitle),
  resume: SubscriptionManagementText.resume,
} as const;

/** GET /api/account/payments: one consent the member gave, newest first (ACTIVATION-23). */
export const consentSchema = z.object({
  id: z.int(),
  agreedAt: z.iso.datetime(),
  kind: z.enum(consentKinds),
  planTitle: z.string(),
  /** Dollars per period, as shown. */
  amount: z.number(),
  currency: z.string(),
  period: z.enum(['month', 'year']),
  renewalWording: z.string(),
  termsVersion: z.string(),
  /** SHA-256 of the version's exact text (hex), as the server recorded it. */
  termsSha256: z.string(),
  button: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** What the consent screens and Payment history say. */
export const ConsentText = {
  /** Under the renewal wording, beside the button. */
  agreement: (button: string) =>
    `By pressing “${button}” you agree to the Citybook subscription terms and to the automatic renewal above.`,
  readTerms: 'Read the subscription terms',
  termsTitle: (version: string) => `Subscription terms, version of ${version}`,
  section: 'Terms you agreed to',
  none: 'You have not agreed to any subscription terms yet.',
  kind: {
    purchase: 'Subscribed',
    change: 'Changed plan',
    resume: 'Resumed',
  } satisfies Record<ConsentKind, string>,
  pressed: (button: string) => `Pressed “${button}”`,
  /** 409 termsChanged: the screen showed terms that are no longer the current ones. */
  termsChanged:
    'Our subscription terms have changed since this page was opened. Please reload the page, review the new terms and try again. Nothing was charged.',
  unknownButton: 'This button does not give consent to these terms.',
} as const;
