import { defineEndpoint } from '../endpoint.ts';
import { activationVoucherIdParamsSchema, voucherListSchema } from './activation.ts';
import { ActivationErrors } from './error-answers.ts';

/**
 * The member's vouchers (VoucherApi), apart from ActivationApi as the subscription endpoints are
 * (ADR 12): the login route's first download carries ActivationApi whole, and a voucher names its
 * plan (issue #15 item 16), which only account management needs.
 */
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
