import { defineEndpoint } from '../endpoint.ts';
import { RedemptionErrors } from './error-answers.ts';
import { redeemRequestSchema, redemptionListSchema, redemptionSchema } from './redemption.ts';

export const redeem = defineEndpoint({
  area: 'redemption',
  name: 'redeem',
  method: 'POST',
  path: '/api/merchant/offer/redeem',
  access: 'member',
  body: redeemRequestSchema,
  response: redemptionSchema,
  errors: [
    RedemptionErrors.notActivated,
    RedemptionErrors.activationExpired,
    RedemptionErrors.unknownOffer,
    RedemptionErrors.bookExpired,
    RedemptionErrors.notValidNow,
    RedemptionErrors.alreadyRedeemed,
    RedemptionErrors.redeemedAtOutOfRange,
    RedemptionErrors.idempotencyKeyReused,
  ],
});

export const getRedemptions = defineEndpoint({
  area: 'redemption',
  name: 'getRedemptions',
  method: 'GET',
  path: '/api/account/redemptions',
  access: 'user',
  response: redemptionListSchema,
  errors: [],
});

/** Redemption calls (docs/product/redemption.md). */
