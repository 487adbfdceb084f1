import { AccountErrors } from '../account/error-answers.ts';
import { profileSchema } from '../account/profile.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ActivationErrors } from './error-answers.ts';
import {
  activateRequestSchema,
  activationResponseSchema,
  activationVoucherIdParamsSchema,
} from './activation.ts';
import {
  activateSubscriptionRequestSchema,
  cardCheckResponseSchema,
  cardNumberParamsSchema,
  subscriptionTypeListSchema,
  updatePaymentInstrumentRequestSchema,
} from './subscription.ts';

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

/** Activation calls (docs/product/activation.md): book codes, vouchers, subscriptions and their payment. */
