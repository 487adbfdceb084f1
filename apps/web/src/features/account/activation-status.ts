import { SUBSCRIPTION_ACTIVATION_TYPE } from '@citybook/contract';
import type { Profile } from '@citybook/contract';

/** Spec §4: activated means an activation voucher that is not deactivated. */
export function isActivated(profile: Profile): boolean {
  return profile.activationVoucherId !== null && !profile.activationVoucherDeactivated;
}

/** An active subscription: an activated account whose activation is a subscription ('SUB'). */
export function hasActiveSubscription(profile: Profile): boolean {
  return profile.userActivationType === SUBSCRIPTION_ACTIVATION_TYPE && isActivated(profile);
}
