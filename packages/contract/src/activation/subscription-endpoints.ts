import { AccountErrors } from '../account/error-answers.ts';
import { profileSchema } from '../account/profile.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ActivationErrors } from './error-answers.ts';
import {
  appleNotificationRequestSchema,
  appleStorePurchaseRequestSchema,
  changeSubscriptionRequestSchema,
  googleNotificationRequestSchema,
  googleStorePurchaseRequestSchema,
  paymentListSchema,
  storeNotificationAnswerSchema,
  subscriptionAnswerSchema,
} from './subscription-state.ts';

/**
 * The activation area's subscription endpoints (SubscriptionApi): the account's one subscription,
 * its changes, its charges, and store purchases.
 */
const subscriptionChange = {
  area: 'activation',
  access: 'member',
  response: subscriptionAnswerSchema,
} as const;

export const getSubscription = defineEndpoint({
  area: 'activation',
  name: 'getSubscription',
  method: 'GET',
  path: '/api/account/subscription',
  access: 'user',
  response: subscriptionAnswerSchema,
  errors: [],
});

export const changeSubscription = defineEndpoint({
  ...subscriptionChange,
  name: 'changeSubscription',
  method: 'POST',
  path: '/api/account/subscription/change',
  body: changeSubscriptionRequestSchema,
  errors: [
    ActivationErrors.noSubscription,
    ActivationErrors.badPayment,
    ActivationErrors.samePlan,
    ActivationErrors.subscriptionState,
  ],
});

export const cancelSubscription = defineEndpoint({
  ...subscriptionChange,
  name: 'cancelSubscription',
  method: 'POST',
  path: '/api/account/subscription/cancel',
  errors: [ActivationErrors.noSubscription, ActivationErrors.subscriptionState],
});

export const resumeSubscription = defineEndpoint({
  ...subscriptionChange,
  name: 'resumeSubscription',
  method: 'POST',
  path: '/api/account/subscription/resume',
  errors: [ActivationErrors.noSubscription, ActivationErrors.subscriptionState],
});

export const getPayments = defineEndpoint({
  area: 'activation',
  name: 'getPayments',
  method: 'GET',
  path: '/api/account/payments',
  access: 'user',
  response: paymentListSchema,
  errors: [],
});

/** What the app posts after a store purchase: verified with the store, it activates. */
const storePurchase = {
  area: 'activation',
  method: 'POST',
  access: 'member',
  rateLimit: 'activation',
  response: profileSchema,
  errors: [
    ActivationErrors.storeProofRefused,
    ActivationErrors.alreadySubscribed,
    ActivationErrors.storeProofUnverified,
    AccountErrors.accountGone,
  ],
} as const;

/** A store's server notification: verified, or looked up with the store. */
const storeNotification = {
  area: 'activation',
  method: 'POST',
  access: 'anyone',
  response: storeNotificationAnswerSchema,
  errors: [ActivationErrors.storeProofRefused, ActivationErrors.storeProofUnverified],
} as const;

export const appleStorePurchase = defineEndpoint({
  ...storePurchase,
  name: 'appleStorePurchase',
  path: '/api/account/store/apple',
  body: appleStorePurchaseRequestSchema,
});

export const googleStorePurchase = defineEndpoint({
  ...storePurchase,
  name: 'googleStorePurchase',
  path: '/api/account/store/google',
  body: googleStorePurchaseRequestSchema,
});

export const appleStoreNotification = defineEndpoint({
  ...storeNotification,
  name: 'appleStoreNotification',
  path: '/api/store/apple/notifications',
  body: appleNotificationRequestSchema,
});

export const googleStoreNotification = defineEndpoint({
  ...storeNotification,
  name: 'googleStoreNotification',
  path: '/api/store/google/notifications',
  body: googleNotificationRequestSchema,
});
