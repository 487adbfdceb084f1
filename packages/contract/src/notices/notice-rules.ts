/*
 * The member mails' rules and timings (docs/product/notices.md, ADR 0036): one place for the
 * server's jobs, the mails' texts and the account page.
 */

export const NoticeTiming = {
  /** NOTICE-4: an annual plan's renewal notice goes this many days before it renews (15–45 allowed). */
  renewalNoticeDays: 30,
  /** NOTICE-8: the book-expiry reminders, in days before the book ends (ACTIVATION-8's thresholds). */
  expiryReminderDays: [15, 7, 3],
  /** NOTICE-5: a new price is announced at least this many days before it applies. */
  priceChangeNoticeDays: 7,
  /** ADR 0036: how long a sender holds a claimed notice before another may send it. */
  claimLeaseMinutes: 10,
  /** A failed send is tried again after this many minutes, this many times in all. */
  retryAfterMinutes: 15,
  maxAttempts: 8,
  /** NOTICE-10: how long an unsubscribe link in a mail works. */
  unsubscribeLinkDays: 90,
} as const;

/** NOTICE-10: the reminders a member may turn off; transactional mails are always sent. */
export const NOTICE_TOPICS = ['expiryReminders', 'renewalRecap', 'news'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** The member's pages a mail links to (the web app's routes, shared so neither side spells them twice). */
export const MailLinkPaths = {
  manageSubscription: '/account/manageSubscriptions',
  paymentHistory: '/account/payments',
  /** ACTIVATION-18: where a past-due member updates the card. */
  paymentUpdate: '/account/managementmc',
  notificationSettings: '/account/notifications',
  /** NOTICE-10: where a reminder's footer link leads (a page; one click in a browser is a GET). */
  unsubscribe: '/unsubscribe',
  activate: '/account/selectActivation',
  /** REDEEM-8: the member's savings and redemptions (NOTICE-12's push opens it). */
  savings: '/account/savings',
} as const;
