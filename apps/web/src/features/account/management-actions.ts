import {
  DeviceText,
  SUBSCRIPTION_ACTIVATION_TYPE,
  hasActiveSubscription,
} from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { SubscriptionManagementText } from '@citybook/contract/activation';
import { EXPIRY_REMINDER_THRESHOLDS_DAYS } from '@citybook/contract/app';
import { NoticePreferenceText } from '@citybook/contract/notices';
import type { StoredExpiration } from '../../lib/expiration-storage.ts';
import { paths } from '../../lib/paths.ts';

export interface ManagementAction {
  label: string;
  to: string;
}

/** Up to this many days left, the activate entry offers to extend the activation. */
const EXTEND_MAX_DAYS = Math.max(...EXPIRY_REMINDER_THRESHOLDS_DAYS);

const EDIT_PROFILE = { label: 'Edit Profile', to: paths.profileEdit };
const CHANGE_PASSWORD = { label: 'Change Password', to: paths.changePassword };
const ACTIVATE = { label: 'Activate your account', to: paths.selectActivation };
const EXTEND = { label: 'Extend Your Activation', to: paths.selectActivation };
const ADD_CODE = { label: 'Add another code', to: paths.addCode };
const CHANGE_SUBSCRIPTION = {
  label: 'I want to change my subscription',
  to: paths.changeSubscription,
};
const ACTIVATE_SUBSCRIPTION = {
  label: 'I want to activate a subscription',
  to: paths.selectActivation,
};
const MANAGE_SUBSCRIPTION = { label: 'Manage subscription', to: paths.manageSubscriptions };
const PAYMENT_HISTORY = { label: SubscriptionManagementText.paymentHistory, to: paths.payments };
const SIGNED_IN_DEVICES = { label: DeviceText.title, to: paths.devices };
const EMAIL_REMINDERS = { label: NoticePreferenceText.title, to: paths.notificationSettings };
const DELETE_ACCOUNT = { label: 'Delete your account', to: paths.deleteAccount };

interface ManagementContext {
  profile: Profile;
  /** The session is the subscription variant (mobile-plus). */
  mobilePlus: boolean;
  /** What the categories landing stored: days left, -1, or 'subscribe'. */
  expiration: StoredExpiration | null;
}

/** Plenty of time left (or no end at all). */
function hasLongActivation(expiration: StoredExpiration | null): boolean {
  return expiration === 'subscribe' || (expiration !== null && expiration > EXTEND_MAX_DAYS);
}

function bookActivation(expiration: StoredExpiration | null): ManagementAction[] {
  // The activate entry gives way to adding a code.
  if (expiration === 'subscribe' || hasLongActivation(expiration)) return [ADD_CODE];
  if (expiration !== null && expiration >= 1) return [EXTEND];
  return [ACTIVATE];
}

function isSubscriber(profile: Profile): boolean {
  return (
    profile.activationVoucherId !== null &&
    profile.userActivationType === SUBSCRIPTION_ACTIVATION_TYPE
  );
}

/** ACCOUNT-18, ACCOUNT-19, ACCOUNT-20 account management: the actions offered, by variant and activation state. */
export function managementActions({
  profile,
  mobilePlus,
  expiration,
}: ManagementContext): ManagementAction[] {
  const activation = mobilePlus
    ? [hasActiveSubscription(profile) ? CHANGE_SUBSCRIPTION : ACTIVATE_SUBSCRIPTION]
    : bookActivation(expiration);
  // A subscriber manages the subscription and sees its charges in either variant, also after a
  // failed renewal.
  const manage = isSubscriber(profile) ? [MANAGE_SUBSCRIPTION, PAYMENT_HISTORY] : [];
  return [
    EDIT_PROFILE,
    CHANGE_PASSWORD,
    ...activation,
    ...manage,
    EMAIL_REMINDERS,
    SIGNED_IN_DEVICES,
    DELETE_ACCOUNT,
  ];
}

/** ACCOUNT-20: the book variant with long to run loads the activation details to show. */
export function showsActivationDetails({
  mobilePlus,
  expiration,
}: Omit<ManagementContext, 'profile'>): boolean {
  return !mobilePlus && hasLongActivation(expiration);
}
