import { isActivated, OFFLINE_REDEMPTION_LIMIT, OfflineRedeemText } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { isWaiting, type OfflineRedemption } from './offline-redemption.ts';

type DeviceProfile = Pick<
  Profile,
  | 'activationVoucherId'
  | 'activationVoucherDeactivated'
  | 'userActivationType'
  | 'userOffersValidTo'
>;

/**
 * Why this device may not redeem with no signal, or null when it may (issue #16, ADR 0018): only
 * an activation the profile on the device shows as running, with room in the device's queue.
 * The server checks it all again when the redemption arrives.
 */
export function offlineRefusal(
  profile: DeviceProfile | undefined,
  kept: readonly OfflineRedemption[],
  now: Date,
  canKeep: boolean,
): string | null {
  if (!canKeep) return OfflineRedeemText.cannotSave;
  if (!profile || !isActivated(profile)) return OfflineRedeemText.notActivated;
  const validTo = profile.userOffersValidTo;
  if (validTo !== null && Date.parse(validTo) <= now.getTime()) {
    return OfflineRedeemText.activationEnded;
  }
  if (kept.filter(isWaiting).length >= OFFLINE_REDEMPTION_LIMIT) {
    return OfflineRedeemText.limitReached(OFFLINE_REDEMPTION_LIMIT);
  }
  return null;
}
