import type { Profile } from '@citybook/contract/account';
import {
  MailLinkPaths,
  NoticeTiming,
  PushText,
  reminderDay,
  type NativeReminder,
} from '@citybook/contract/notices';

const DAY_MS = 86_400_000;

export type ReminderBook = Pick<
  Profile,
  | 'activationVoucherId'
  | 'activationVoucherDeactivated'
  | 'userActivationType'
  | 'userOffersValidTo'
>;

/**
 * NOTICE-13: the book-expiry reminders still ahead, at NOTICE-8's thresholds and in the push's
 * words (NOTICE-11), for the native shell to show as local notifications. None without a running
 * book (a subscription renews instead), or when the member turned the reminders off.
 */
export function bookExpiryReminders(
  book: ReminderBook,
  expiryRemindersOn: boolean,
  now: Date,
): NativeReminder[] {
  const { activationVoucherId: voucherId, userOffersValidTo: endsAt } = book;
  if (!expiryRemindersOn || book.userActivationType !== 'BOOK') return [];
  if (voucherId === null || endsAt === null || book.activationVoucherDeactivated) return [];
  return NoticeTiming.expiryReminderDays
    .map((daysLeft) => ({ daysLeft, at: Date.parse(endsAt) - daysLeft * DAY_MS }))
    .filter(({ at }) => at > now.getTime())
    .map(({ daysLeft, at }) => ({
      id: `book-expiry:${String(voucherId)}:${String(daysLeft)}`,
      at: new Date(at).toISOString(),
      title: PushText.bookExpiryTitle,
      body: PushText.bookExpiryBody(daysLeft, reminderDay(endsAt)),
      url: MailLinkPaths.activate,
    }));
}
