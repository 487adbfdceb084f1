import { AccountErrors } from '../account/error-answers.ts';
import { profileSchema } from '../account/profile.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ActivationErrors } from './error-answers.ts';
import { resumeSubscriptionRequestSchema } from './consent-request.ts';
import {
  activateRequestSchema,
  activationResponseSchema,
  activationVoucherIdParamsSchema,
  voucherListSchema,
} from './activation.ts';
import {
  activateSubscriptionRequestSchema,
  cardCheckResponseSchema,
  cardNumberParamsSchema,
  subscriptionTypeListSchema,
  updatePaymentInstrumentRequestSchema,
} from './subscription.ts';
import {
  appleNotificationRequestSchema,
  appleStorePurchaseRequestSchema,
  changeSubscriptionRequestSchema,
  googleNotificationRequestSchema,
  googleStorePurchaseRequestSchema,
  paymentHistorySchema,
  storeNotificationAnswerSchema,
  subscriptionAnswerSchema,
} from './subscription-state.ts';

/*
 * Activation calls (docs/product/activation.md): book codes, vouchers, subscriptions and their payment. Every
 * declaration of the area is in this file (ADR 0029).
 */

export const activate = defineEndpoint({
  area: 'activation',
  name: 'activate',
  method: 'POST',
  path: '/api/account/activate',
  access: 'member',
  rateLimit: 'activation',
  body: activateRequestSchema,
  response: profileSchema,
  errors: [
    ActivationErrors.invalidCode,
    ActivationErrors.codeUsedElsewhere,
    ActivationErrors.codeAlreadyActivated,
    ActivationErrors.codeExpired,
    ActivationErrors.codeWithdrawn,
    AccountErrors.accountGone,
  ],
});

export const getActivation = defineEndpoint({
  area: 'activation',
  name: 'getActivation',
  method: 'GET',
  path: '/api/account/activation/:activationVoucherId',
  access: 'user',
  params: activationVoucherIdParamsSchema,
  response: activationResponseSchema,
  errors: [ActivationErrors.unknownVoucher],
});

export const getSubscriptionTypes = defineEndpoint({
  area: 'activation',
  name: 'getSubscriptionTypes',
  method: 'GET',
  path: '/api/account/subscriptionTypes',
  access: 'anyone',
  response: subscriptionTypeListSchema,
  errors: [],
});

export const activateSubscription = defineEndpoint({
  area: 'activation',
  name: 'activateSubscription',
  method: 'POST',
  path: '/api/account/activateSubscription',
  access: 'member',
  rateLimit: 'activation',
  body: activateSubscriptionRequestSchema,
  response: profileSchema,
  errors: [
    ActivationErrors.badPayment,
    ActivationErrors.paymentDeclined,
    ActivationErrors.alreadySubscribed,
    ActivationErrors.paymentInProgress,
    ActivationErrors.termsChanged,
    ActivationErrors.unknownButton,
    AccountErrors.accountGone,
  ],
});

export const updatePaymentInstrument = defineEndpoint({
  area: 'activation',
  name: 'updatePaymentInstrument',
  method: 'POST',
  path: '/api/account/payment-instrument/update/:activationVoucherId',
  access: 'member',
  rateLimit: 'activation',
  params: activationVoucherIdParamsSchema,
  body: updatePaymentInstrumentRequestSchema,
  response: profileSchema,
  errors: [
    ActivationErrors.unknownVoucher,
    ActivationErrors.notRenewable,
    ActivationErrors.badPayment,
    ActivationErrors.paymentDeclined,
    ActivationErrors.paymentInProgress,
    ActivationErrors.subscriptionState,
    AccountErrors.accountGone,
  ],
});

export const validatePaymentCardNumber = defineEndpoint({
  area: 'activation',
  name: 'validatePaymentCardNumber',
  method: 'GET',
  path: '/api/validate/paymentCardNumber/:number',
  access: 'anyone',
  rateLimit: 'cardCheck',
  params: cardNumberParamsSchema,
  response: cardCheckResponseSchema,
  errors: [],
});

/** The member's vouchers; a voucher names its plan (issue #15 item 16). */
export const getVouchers = defineEndpoint({
  area: 'activation',
  name: 'getVouchers',
  method: 'GET',
  path: '/api/account/vouchers',
  access: 'user',
  response: voucherListSchema,
  errors: [],
});

export const selectVoucher = defineEndpoint({
  area: 'activation',
  name: 'selectVoucher',
  method: 'POST',
  path: '/api/account/selectedVoucher/update/:activationVoucherId',
  access: 'user',
  params: activationVoucherIdParamsSchema,
  response: voucherListSchema,
  errors: [ActivationErrors.unknownVoucher],
});

/*
 * The account's one subscription: its changes, its charges, and store purchases.
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
    ActivationErrors.paymentInProgress,
    ActivationErrors.termsChanged,
    ActivationErrors.unknownButton,
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
  body: resumeSubscriptionRequestSchema,
  errors: [
    ActivationErrors.noSubscription,
    ActivationErrors.subscriptionState,
    ActivationErrors.paymentInProgress,
    ActivationErrors.termsChanged,
    ActivationErrors.unknownButton,
  ],
});

export const getPayments = defineEndpoint({
  area: 'activation',
  name: 'getPayments',
  method: 'GET',
  path: '/api/account/payments',
  access: 'user',
  response: paymentHistorySchema,
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

/** A Pub/Sub push: its OIDC token is checked before Google's API is asked anything. */
export const googleStoreNotification = defineEndpoint({
  ...storeNotification,
  name: 'googleStoreNotification',
  path: '/api/store/google/notifications',
  rateLimit: 'storePush',
  body: googleNotificationRequestSchema,
  errors: [...storeNotification.errors, ActivationErrors.storePushUnauthenticated],
});
