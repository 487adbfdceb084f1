import { AccountErrors } from '../account/endpoints.ts';
import { profileSchema } from '../account/profile.ts';
import { ErrorCode } from '../app/errors.ts';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
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

export const ActivationErrors = {
  invalidCode: errorAnswer({
    status: 400,
    code: ErrorCode.invalidCode,
    when: 'No book has this code.',
  }),
  codeUsedElsewhere: errorAnswer({
    status: 400,
    code: ErrorCode.codeUsedElsewhere,
    when: 'Another account has activated this code.',
  }),
  codeAlreadyActivated: errorAnswer({
    status: 400,
    code: ErrorCode.codeAlreadyActivated,
    when: 'This account has already activated this code.',
  }),
  codeExpired: errorAnswer({
    status: 400,
    code: ErrorCode.codeExpired,
    when: 'The code can no longer be activated.',
  }),
  unknownVoucher: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'The member has no activation voucher with this id.',
  }),
  badPayment: errorAnswer({
    status: 400,
    code: ErrorCode.validation,
    when: 'The card details are unreadable or not valid, the card has expired, or the plan is unknown.',
  }),
  notRenewable: errorAnswer({
    status: 400,
    code: ErrorCode.validation,
    when: 'The voucher is no subscription, or the subscription has ended.',
  }),
  paymentDeclined: errorAnswer({
    status: 402,
    code: ErrorCode.paymentDeclined,
    when: 'The card processor declined the charge; the message is its reason.',
  }),
} as const;

const activate = defineEndpoint({
  area: 'activation',
  name: 'activate',
  method: 'POST',
  path: '/api/account/activate',
  summary: 'Activates a printed book code (or adds another) and makes it the current voucher.',
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

const getVouchers = defineEndpoint({
  area: 'activation',
  name: 'getVouchers',
  method: 'GET',
  path: '/api/account/vouchers',
  summary: 'The member’s activation vouchers, the current one marked.',
  access: 'user',
  response: voucherListSchema,
  errors: [],
});

const selectVoucher = defineEndpoint({
  area: 'activation',
  name: 'selectVoucher',
  method: 'POST',
  path: '/api/account/selectedVoucher/update/:activationVoucherId',
  summary: 'Makes one of the member’s vouchers the current one; answers the vouchers.',
  access: 'user',
  params: activationVoucherIdParamsSchema,
  response: voucherListSchema,
  errors: [ActivationErrors.unknownVoucher],
});

const getActivation = defineEndpoint({
  area: 'activation',
  name: 'getActivation',
  method: 'GET',
  path: '/api/account/activation/:activationVoucherId',
  summary: 'A voucher’s details: the book code, or the subscription with its card.',
  access: 'user',
  params: activationVoucherIdParamsSchema,
  response: activationResponseSchema,
  errors: [ActivationErrors.unknownVoucher],
});

const getSubscriptionTypes = defineEndpoint({
  area: 'activation',
  name: 'getSubscriptionTypes',
  method: 'GET',
  path: '/api/account/subscriptionTypes',
  summary: 'The subscription plans.',
  access: 'anyone',
  response: subscriptionTypeListSchema,
  errors: [],
});

const activateSubscription = defineEndpoint({
  area: 'activation',
  name: 'activateSubscription',
  method: 'POST',
  path: '/api/account/activateSubscription',
  summary: 'Buys a subscription plan with a card (sourcePayload: the card data as JSON text).',
  access: 'member',
  rateLimit: 'activation',
  body: activateSubscriptionRequestSchema,
  response: profileSchema,
  errors: [
    ActivationErrors.badPayment,
    ActivationErrors.paymentDeclined,
    AccountErrors.accountGone,
  ],
});

const updatePaymentInstrument = defineEndpoint({
  area: 'activation',
  name: 'updatePaymentInstrument',
  method: 'POST',
  path: '/api/account/payment-instrument/update/:activationVoucherId',
  summary: 'Replaces a subscription’s card; a renewal that is due is charged to it at once.',
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
    AccountErrors.accountGone,
  ],
});

const validatePaymentCardNumber = defineEndpoint({
  area: 'activation',
  name: 'validatePaymentCardNumber',
  method: 'GET',
  path: '/api/validate/paymentCardNumber/:number',
  summary: 'Whether a card number is valid, and its brand.',
  access: 'anyone',
  rateLimit: 'cardCheck',
  params: cardNumberParamsSchema,
  response: cardCheckResponseSchema,
  errors: [],
});

/** Spec §7 activation calls: book codes, vouchers, subscriptions and their payment. */
export const ActivationApi = {
  activate,
  getVouchers,
  selectVoucher,
  getActivation,
  getSubscriptionTypes,
  activateSubscription,
  updatePaymentInstrument,
  validatePaymentCardNumber,
} as const;
