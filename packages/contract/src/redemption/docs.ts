import type { AreaDocs } from '../endpoint.ts';
import type * as RedemptionApi from './endpoints.ts';
import type { RedemptionErrors } from './error-answers.ts';

/**
 * The API reference's words for the redemption endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const redemptionDocs = {
  endpoints: {
    redeem:
      'Redeems an offer on one of the member’s activation vouchers, once per voucher; the same idempotencyKey answers the same redemption again.',
    verifyRedemption:
      'Staff check a verification code: the merchant, offer and time of its redemption, and its first check before (no member data).',
    getRedemptions: 'The member’s redemptions (the Savings Tracker), newest first.',
    getOfflineTickets:
      'The session’s offline tickets for the member’s current activation voucher, topped up to 3: each lets the device make one redemption with no signal, dated within the ticket, under its reserved verification code.',
  },
  errors: {
    notActivated:
      'The voucher is not the member’s, or it has been deactivated (offline tickets: not the member’s current voucher).',
    activationExpired: 'The voucher’s activation period has ended.',
    unknownOffer: 'No offer has this id.',
    bookExpired: 'The offer’s book has ended.',
    alreadyRedeemed: 'The offer has already been redeemed on this voucher.',
    notValidNow:
      'The offer’s rules (days, hours, dates, blackout dates) do not allow it at this moment (redeemedAt when given), in its market’s time zone; the message says when it can be used.',
    redeemedAtOutOfRange:
      'redeemedAt is in the future, older than the bound (ADR 0014), before the activation began, sent without an offlineTicket, or not within the ticket (ADR 0018).',
    offlineTicketInvalid:
      'The offlineTicket is unknown, not this voucher’s, or was used by a redemption of another offer.',
    idempotencyKeyReused: 'The idempotencyKey already names a redemption of another offer.',
    unknownVerificationCode: 'No redemption has this verification code.',
  },
} as const satisfies AreaDocs<typeof RedemptionApi, typeof RedemptionErrors>;
