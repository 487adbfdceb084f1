import * as z from 'zod/mini';

/** NOTICE-10: the reminders a member gets by mail; transactional mails are not among them. */
export const noticePreferencesSchema = z.object({
  /** NOTICE-8: a book about to end (15, 7 and 3 days before). */
  expiryReminders: z.boolean(),
  /** NOTICE-4: the yearly reminder of a monthly plan, with the year's savings. */
  renewalRecap: z.boolean(),
  /** News of Citybook (none sent yet: the choice is kept for when it is). */
  news: z.boolean(),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** The one-click link's query: the signed token (NOTICE-10). */
export const unsubscribeQuerySchema = z.object({ token: z.string().check(z.maxLength(512)) });

/** RFC 8058's form body, `List-Unsubscribe=One-Click` (any other field is ignored). */
export const unsubscribeFormSchema = z.looseObject({});

/** What the unsubscribe answers: the reminder turned off. */
export const unsubscribeResponseSchema = z.object({
  topic: z.enum(['expiryReminders', 'renewalRecap', 'news']),
});

/** The account page's words (NOTICE-10). */
export const NoticePreferenceText = {
  title: 'Email reminders',
  intro:
    'Choose the reminders we send you by email. Receipts, your subscription’s terms, renewal and price notices and cancellations are always sent.',
  labels: {
    expiryReminders: 'Book expiry reminders (15, 7 and 3 days before your book ends)',
    renewalRecap: 'Yearly recap of a monthly subscription, with what you saved',
    news: 'News from Citybook',
  },
  loading: 'Loading your email reminders…',
  save: 'Save',
  saved: 'Your email reminders are saved.',
  loadFailed: 'Sorry, we were unable to load your email reminders. Please try again later.',
  saveFailed: 'Sorry, we were unable to save your email reminders. Please try again later.',
  invalidLink:
    'This unsubscribe link is not valid or has expired. Change your reminders in your account instead.',
} as const;

/** NOTICE-10: the page a reminder's Unsubscribe link opens, signed in or not. */
export const UnsubscribePageText = {
  title: 'Unsubscribe',
  intro:
    'Stop this kind of reminder mail? Receipts and notices about your subscription still come.',
  confirm: 'Unsubscribe',
  done: (label: string) =>
    `You are unsubscribed from: ${label}. Change your reminders in your account at any time.`,
  manage: 'Your email reminders',
  failed: 'Sorry, we were unable to unsubscribe you. Please try again later.',
} as const;
