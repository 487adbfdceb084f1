import { ErrorCode } from '../app/errors.ts';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
import { redeemRequestSchema, redemptionListSchema, redemptionSchema } from './redemption.ts';

export const RedemptionErrors = {
  notActivated: errorAnswer({
    status: 403,
    code: ErrorCode.notActivated,
    when: 'The voucher is not the member’s, or it has been deactivated.',
  }),
  activationExpired: errorAnswer({
    status: 400,
    code: ErrorCode.activationExpired,
    when: 'The voucher’s activation period has ended.',
  }),
  unknownOffer: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'No offer has this id.',
  }),
  bookExpired: errorAnswer({
    status: 400,
    code: ErrorCode.bookExpired,
    when: 'The offer’s book has ended.',
  }),
  alreadyRedeemed: errorAnswer({
    status: 409,
    code: ErrorCode.alreadyRedeemed,
    when: 'The offer has already been redeemed on this voucher.',
  }),
} as const;

const redeem = defineEndpoint({
  area: 'redemption',
  name: 'redeem',
  method: 'POST',
  path: '/api/merchant/offer/redeem',
  summary: 'Redeems an offer on one of the member’s activation vouchers, once per voucher.',
  access: 'member',
  body: redeemRequestSchema,
  response: redemptionSchema,
  errors: [
    RedemptionErrors.notActivated,
    RedemptionErrors.activationExpired,
    RedemptionErrors.unknownOffer,
    RedemptionErrors.bookExpired,
    RedemptionErrors.alreadyRedeemed,
  ],
});

const getRedemptions = defineEndpoint({
  area: 'redemption',
  name: 'getRedemptions',
  method: 'GET',
  path: '/api/account/redemptions',
  summary: 'The member’s redemptions (the Savings Tracker), newest first.',
  access: 'user',
  response: redemptionListSchema,
  errors: [],
});

/** Spec §7 redemption calls. */
export const RedemptionApi = { redeem, getRedemptions } as const;
