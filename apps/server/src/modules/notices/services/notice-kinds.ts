import type { NoticeTopic } from '@citybook/contract';

/** A plan as a mail names it. */
export interface PlanFacts {
  title: string;
  priceCents: number;
  period: 'month' | 'year';
}

/**
 * What each notice tells, as it was when its event happened (kept as the notice's payload). Only
 * what changes after the event is looked up when it is sent: the address, the preferences, the
 * savings.
 */
export interface NoticePayloads {
  /** NOTICE-2: a charge or a refund in the ledger. */
  receipt: {
    refund: boolean;
    plan: PlanFacts;
    amountCents: number;
    currency: string;
    /** The card (brand and last 4), or the store that charged. */
    card: { brand: string; last4: string } | null;
    store: string | null;
    reference: string;
    at: string;
    /** The period the charge pays for, ending then (null for a refund). */
    periodEnd: string | null;
  };
  /** NOTICE-3: a subscription bought. */
  subscriptionAcknowledgment: { plan: PlanFacts; renewsAt: string };
  /** NOTICE-4: an annual plan renews soon; the savings of the period are added when sent. */
  renewalNotice: { plan: PlanFacts; renewsAt: string; periodStart: string };
  /** NOTICE-4: a monthly plan's yearly reminder, with the year's savings. */
  yearlyReminder: { plan: PlanFacts; since: string };
  /** NOTICE-5: a plan's price changes. */
  priceChange: { plan: PlanFacts; newPriceCents: number; effectiveAt: string };
  /** NOTICE-6: a renewal declined; tried again then, or not (`nextAttemptAt` null: it ended). */
  renewalFailed: { plan: PlanFacts; amountCents: number; nextAttemptAt: string | null };
  /** NOTICE-6: the subscription is over. */
  subscriptionEnded: { plan: PlanFacts; endedAt: string; reason: 'cancelled' | 'declined' };
  /** NOTICE-7: a cancellation, with the day access ends. */
  cancellation: { plan: PlanFacts; accessEndsAt: string };
  /** NOTICE-8: a book ends in `daysLeft` days. */
  bookExpiry: { bookName: string; endsAt: string; daysLeft: number };
  /** NOTICE-9: a new account. */
  welcome: Record<string, never>;
}

export type NoticeKind = keyof NoticePayloads;

/**
 * NOTICE-10: which reminder a mail is, for the ones a member may turn off (and that carry one-click
 * unsubscribe); null: transactional, always sent.
 */
export const NOTICE_TOPIC: Record<NoticeKind, NoticeTopic | null> = {
  receipt: null,
  subscriptionAcknowledgment: null,
  renewalNotice: null,
  priceChange: null,
  renewalFailed: null,
  subscriptionEnded: null,
  cancellation: null,
  welcome: null,
  yearlyReminder: 'renewalRecap',
  bookExpiry: 'expiryReminders',
};

export const NOTICE_KINDS = Object.keys(NOTICE_TOPIC) as NoticeKind[];

/**
 * NOTICE-12: the notices that are pushes only (no mail), as jobs like the mails: claimed first and
 * sent once to the member's devices.
 */
export interface PushOnlyPayloads {
  /** NOTICE-12: a redemption made offline and sent later by the device is recorded. */
  redemptionSynced: { offerTitle: string; merchantName: string; redeemedAt: string };
}

export type PushOnlyKind = keyof PushOnlyPayloads;

/** Every notice a job may be: a mail (maybe pushed too, NOTICE-11) or a push only. */
export type ScheduledPayloads = NoticePayloads & PushOnlyPayloads;
export type ScheduledKind = keyof ScheduledPayloads;

const PUSH_ONLY: Record<PushOnlyKind, true> = { redemptionSynced: true };

export const isPushOnly = (kind: string): kind is PushOnlyKind => Object.hasOwn(PUSH_ONLY, kind);
