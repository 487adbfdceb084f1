import { SUBSCRIPTION_ACTIVATION_TYPE, type Profile } from './profile.ts';

type ActivationFields = Pick<
  Profile,
  'activationVoucherId' | 'activationVoucherDeactivated' | 'userActivationType'
>;

/** ACTIVATION-1: activated means an activation voucher that is not deactivated. */
export function isActivated(profile: ActivationFields): boolean {
  return profile.activationVoucherId !== null && !profile.activationVoucherDeactivated;
}

/** An active subscription: an activated account whose activation is a subscription ('SUB'). */
export function hasActiveSubscription(profile: ActivationFields): boolean {
  return profile.userActivationType === SUBSCRIPTION_ACTIVATION_TYPE && isActivated(profile);
}
