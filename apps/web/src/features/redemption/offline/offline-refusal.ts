import { isActivated } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { notValidNowMessage, offerUsableAt, readOfferRules } from '@citybook/contract/catalog';
import type { Offer } from '@citybook/contract/catalog';
import { OFFLINE_REDEMPTION_LIMIT, OfflineRedeemText } from '@citybook/contract/redemption';
import { isWaiting, type OfflineRedemption } from './offline-redemption.ts';

type DeviceProfile = Pick<
  Profile,
  | 'activationVoucherId'
  | 'activationVoucherDeactivated'
  | 'userActivationType'
  | 'userOffersValidTo'
>;

/** The coupon to redeem: its rules, judged on the market's wall clock (issue #17, ADR 0022). */
export interface OfferTiming {
  rules: Offer['rules'];
  timeZone: string;
}

/**
 * Why this device may not redeem with no signal, or null when it may (issue #16, ADR 0018): only
 * an activation the profile on the device shows as running, with room in the device's queue, and
 * (issue #17) a coupon whose days and hours allow it now, refused with the server's own words,
 * and (issue #27) an offline ticket, without which the server would not believe the moment.
 * The server checks it all again when the redemption arrives.
 */
export function offlineRefusal(
  profile: DeviceProfile | undefined,
  kept: readonly OfflineRedemption[],
  now: Date,
  canKeep: boolean,
  offer: OfferTiming,
  /** Whether the device holds an offline ticket for the activation (issue #27). */
  hasTicket: boolean,
): string | null {
  if (!canKeep) return OfflineRedeemText.cannotSave;
  const rules = readOfferRules(offer.rules);
  if (!offerUsableAt(rules, now, offer.timeZone)) return notValidNowMessage(rules);
  if (!profile || !isActivated(profile)) return OfflineRedeemText.notActivated;
  const validTo = profile.userOffersValidTo;
  if (validTo !== null && Date.parse(validTo) <= now.getTime()) {
    return OfflineRedeemText.activationEnded;
  }
  if (kept.filter(isWaiting).length >= OFFLINE_REDEMPTION_LIMIT) {
    return OfflineRedeemText.limitReached(OFFLINE_REDEMPTION_LIMIT);
  }
  if (!hasTicket) return OfflineRedeemText.noTicket;
  return null;
}
