import { isActivated, isGuestEmail } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { EXPIRY_REMINDER_THRESHOLDS_DAYS } from '@citybook/contract/app';
import { daysLeft } from './days-left.ts';
import type { StoredExpiration } from '../../../lib/expiration-storage.ts';
import type { LandingFlag, LandingSession } from './landing-flags.ts';
import { paths } from '../../../lib/paths.ts';

type LandingProfile = Pick<
  Profile,
  | 'emailAddress'
  | 'activationVoucherId'
  | 'activationVoucherDeactivated'
  | 'userActivationType'
  | 'userOffersValidTo'
  | 'isDeactivatedFuture'
>;

export interface LandingDecision {
  /** What to store for account management; null leaves the stored value alone. */
  expiration: StoredExpiration | null;
  /** Where to send the user instead of the categories. */
  redirectTo: string | null;
  /** Session flags to set, so the prompt is not given again. */
  flagsToSet: LandingFlag[];
}

const [FORTNIGHT_DAYS, WEEK_DAYS, LAST_DAYS] = EXPIRY_REMINDER_THRESHOLDS_DAYS;

const STAY: LandingDecision = { expiration: null, redirectTo: null, flagsToSet: [] };

/** The one-time prompt an activation with `days` left belongs to, if any. */
function expiryFlag(days: number): LandingFlag | null {
  // Expired and nearly expired share one prompt.
  if (days < LAST_DAYS) return 'expiry3';
  if (days < WEEK_DAYS) return 'expiry7';
  if (days <= FORTNIGHT_DAYS) return 'expiry15';
  return null;
}

function notActivated(profile: LandingProfile, session: LandingSession): LandingDecision {
  const expiration = profile.isDeactivatedFuture ? 'subscribe' : -1;
  if (session.given.has('notActivated') || session.activationSkipped) {
    return { expiration, redirectTo: null, flagsToSet: [] };
  }
  return {
    expiration,
    // Deactivated in future: a renewal payment failed, so the payment needs updating.
    redirectTo: profile.isDeactivatedFuture ? paths.managementMc : paths.selectActivation,
    flagsToSet: ['notActivated'],
  };
}

/**
 * ACTIVATION-7 categories landing: what to remember about the activation, and whether to steer the
 * user to activate or renew first. Each prompt is given once per session.
 */
export function categoriesLanding(
  profile: LandingProfile,
  now: Date,
  session: LandingSession,
): LandingDecision {
  if (isGuestEmail(profile.emailAddress)) return STAY;
  if (!isActivated(profile)) return notActivated(profile, session);
  if (profile.userOffersValidTo === null) return { ...STAY, expiration: 'subscribe' };

  const days = daysLeft(profile.userOffersValidTo, now);
  const flag = expiryFlag(days);
  if (flag === null || session.given.has(flag)) return { ...STAY, expiration: days };
  return {
    expiration: days,
    redirectTo: paths.selectActivationDays(days),
    flagsToSet: [flag],
  };
}
