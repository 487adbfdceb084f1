import type { Profile } from '@citybook/contract/account';
import { EXPIRY_REMINDER_THRESHOLDS_DAYS } from '@citybook/contract/app';
import { daysLeft } from './days-left.ts';

/** The reminder starts this many days before the activation ends (ACTIVATION-8). */
const REMINDER_MAX_DAYS = Math.max(...EXPIRY_REMINDER_THRESHOLDS_DAYS);

/** The user's calendar day of `now` (local time), as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

/**
 * ACTIVATION-8: users allowed expiration notices (ACCOUNT-15) are reminded once a day while their
 * activation ends within the reminder period or has already ended.
 * `lastShown` is the local day the reminder was last shown, if ever.
 */
export function shouldShowExpiryReminder(
  profile: Pick<Profile, 'allowExpirationNotice' | 'userOffersValidTo'>,
  now: Date,
  lastShown: string | null,
): boolean {
  if (!profile.allowExpirationNotice || profile.userOffersValidTo === null) return false;
  if (daysLeft(profile.userOffersValidTo, now) > REMINDER_MAX_DAYS) return false;
  return lastShown !== localDay(now);
}
