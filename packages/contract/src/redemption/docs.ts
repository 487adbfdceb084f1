import type { AreaDocs } from '../endpoint.ts';
import type * as RedemptionApi from './endpoints.ts';
import type { RedemptionErrors } from './error-answers.ts';

/**
 * The API reference's words for the redemption endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const redemptionDocs = {
  endpoints: {
    redeem: 'Redeems an offer on one of the member’s activation vouchers, once per voucher.',
    getRedemptions: 'The member’s redemptions (the Savings Tracker), newest first.',
  },
  errors: {
    notActivated: 'The voucher is not the member’s, or it has been deactivated.',
    activationExpired: 'The voucher’s activation period has ended.',
    unknownOffer: 'No offer has this id.',
    bookExpired: 'The offer’s book has ended.',
    alreadyRedeemed: 'The offer has already been redeemed on this voucher.',
  },
} as const satisfies AreaDocs<typeof RedemptionApi, typeof RedemptionErrors>;
