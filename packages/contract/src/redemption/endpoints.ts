import { defineEndpoint } from '../endpoint.ts';
import { RedemptionErrors } from './error-answers.ts';
import { offlineTicketListSchema, offlineTicketRequestSchema } from './offline-ticket.ts';
import { redeemRequestSchema, redemptionListSchema, redemptionSchema } from './redemption.ts';
import { verifyParamsSchema } from './verification-code-input.ts';
import { verificationSchema } from './verify.ts';

/*
 * Redemption calls (docs/product/redemption.md), and staff's code check (issue #16). Every declaration of the area is
 * in this file (ADR 0029), except the reports of coupons not honoured (not-honoured-endpoints.ts)
 * and the console's (console-endpoints.ts).
 */

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
    RedemptionErrors.merchantLeft,
    RedemptionErrors.bookExpired,
    RedemptionErrors.notValidNow,
    RedemptionErrors.alreadyRedeemed,
    RedemptionErrors.redeemedAtOutOfRange,
    RedemptionErrors.idempotencyKeyReused,
    RedemptionErrors.offlineTicketInvalid,
  ],
});

/**
 * Issue #27: the session's offline tickets for the member's current activation, topped up to
 * OFFLINE_REDEMPTION_LIMIT. The device fetches them while online; a redemption made offline is
 * recorded only within one.
 */
export const getOfflineTickets = defineEndpoint({
  area: 'redemption',
  name: 'getOfflineTickets',
  method: 'POST',
  path: '/api/redemption/offline-tickets',
  access: 'member',
  body: offlineTicketRequestSchema,
  response: offlineTicketListSchema,
  errors: [RedemptionErrors.notActivated, RedemptionErrors.activationExpired],
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

/** Issue #16: staff check a verification code, logged out, under a strict per-address limit. */
export const verifyRedemption = defineEndpoint({
  area: 'redemption',
  name: 'verifyRedemption',
  method: 'GET',
  path: '/api/redemption/verify/:code',
  access: 'anyone',
  rateLimit: 'verify',
  params: verifyParamsSchema,
  response: verificationSchema,
  errors: [RedemptionErrors.unknownVerificationCode],
});
