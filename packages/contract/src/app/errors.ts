import * as z from 'zod/mini';

/** Every failed API call answers with this body (APP-9; docs/architecture.md, API contract). */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error codes the client relies on (APP-9). */
export const ErrorCode = {
  // create account
  invalidEmail: 1,
  invalidEmailAlt: 5,
  emailTaken: 6,
  emailTakenAlt: 7,
  invalidPassword: 2,
  // login
  badCredentials: 401,
  accountLocked: 2,
  mustSetPassword: 9999,
  /** 401: the account is throttled; if the password was right, a sign-in code was e-mailed. */
  loginCodeSent: 'loginCodeSent',
  /** 400: the e-mailed sign-in code is wrong, used, expired or out of attempts. */
  wrongLoginCode: 'wrongLoginCode',
  // change / reset password
  wrongCurrentPassword: 2,
  passwordRule: 12,
  tokenExpired: 11,
  /** 400: the new password is in a list of common passwords (ASVS 6.2.4; docs/security). */
  commonPassword: 'commonPassword',
  // activation
  invalidCode: 101,
  codeUsedElsewhere: 102,
  codeAlreadyActivated: 103,
  codeExpired: 104,
  /** 400: the code was withdrawn (its batch or the code voided in the console) before use (OPERATOR-17). */
  codeWithdrawn: 'codeWithdrawn',
  // redemption
  activationExpired: 'activationExpired',
  alreadyRedeemed: 'alreadyRedeemed',
  notActivated: 'notActivated',
  /** 400: the offer's book has ended (BookExpiredText). */
  bookExpired: 'bookExpired',
  /** 400: a redemption's redeemedAt is in the future, too old, before the activation, or not within its offline ticket. */
  redeemedAtOutOfRange: 'redeemedAtOutOfRange',
  /** 400: the offer's rules (days, hours, dates) do not allow it at this moment (issue #17). */
  notValidNow: 'notValidNow',
  /** 409: the idempotency key names a redemption of another offer. */
  idempotencyKeyReused: 'idempotencyKeyReused',
  /** 400: the offline ticket is not this activation's, or another redemption used it (issue #27). */
  offlineTicketInvalid: 'offlineTicketInvalid',
  // payment
  /** 402: the card processor declined the charge; the message is the processor's. */
  paymentDeclined: 'paymentDeclined',
  /** 409: the account has a subscription already (one per account, whatever its source). */
  alreadySubscribed: 'alreadySubscribed',
  /** 409: the subscription's state does not allow this change (cancelled, ended, store-billed). */
  subscriptionState: 'subscriptionState',
  /** 409: another payment of the same subscription is being made; try again shortly. */
  paymentInProgress: 'paymentInProgress',
  /** 409: the subscription terms changed since the screen showed them (ACTIVATION-22). */
  termsChanged: 'termsChanged',
  // staff sign-in and staff management (OPERATOR-3…7)
  /** 401: the half-done staff sign-in is missing, expired, spent or at another step: start again. */
  staffSignInExpired: 'staffSignInExpired',
  /** 400: the authenticator or recovery code is wrong, or was used already. */
  wrongStaffCode: 'wrongStaffCode',
  /** 400: the new password is the one it replaces. */
  samePassword: 'samePassword',
  /** 409: an owner may not disable, demote or reset their own account (OPERATOR-7). */
  ownStaffAccount: 'ownStaffAccount',
  // business organisations and their people (MERCHANT-1, MERCHANT-2)
  /** 409: a location already belongs to another organisation. */
  locationTaken: 'locationTaken',
  /** 400: a location is unknown, or not one of the organisation's. */
  unknownLocation: 'unknownLocation',
  /** 409: the organisation is disabled: enable it first. */
  organisationDisabled: 'organisationDisabled',
  /** 409: two-step sign-in is already on (turn it off first) or off (MERCHANT-15). */
  secondFactorState: 'secondFactorState',
  /** 409: the change would leave the organisation without an active admin (MERCHANT-13). */
  lastAdmin: 'lastAdmin',
  /** 409: the person has signed in already: their invitation cannot be sent again (MERCHANT-13). */
  invitationAccepted: 'invitationAccepted',
  // console (OPERATOR-10)
  /** 409: another row has this slug. */
  slugTaken: 'slugTaken',
  /** 409: someone saved the row since it was opened; the save would overwrite their change. */
  editConflict: 'editConflict',
  /** 409: live rows still refer to what would be retired. */
  stillInUse: 'stillInUse',
  /** 422: a form names a market, category or franchise that does not exist or is retired. */
  invalidMarket: 'invalidMarket',
  invalidCategory: 'invalidCategory',
  invalidFranchisor: 'invalidFranchisor',
  /**
   * 422: an ad or offer form names a merchant that does not exist, is retired or (an ad's) is in
   * another market.
   */
  invalidMerchant: 'invalidMerchant',
  /** 422: an offer form names an edition of none or of another market than the merchant's. */
  invalidEdition: 'invalidEdition',
  /** 409: the market has an edition of this year already (OPERATOR-13, ADR 0032). */
  editionYearTaken: 'editionYearTaken',
  // merchants who leave (MERCHANT-12)
  /**
   * 410: the merchant left the book (retired in the console or by an import); the message names
   * it (public catalogue data) so the app can say so. An unknown id stays 404 `notFound`.
   */
  merchantLeft: 'merchantLeft',
  // console import (OPERATOR-14)
  /** 409: the catalogue changed since the import's preview: preview the file again. */
  importStale: 'importStale',
  /** 422: the file has errors (the preview lists them); nothing was written. */
  importInvalid: 'importInvalid',
  // member support (OPERATOR-18…22)
  /** 409: the payment is refunded already, or another staff refund of it is under way. */
  alreadyRefunded: 'alreadyRefunded',
  /** 409: the payment cannot be refunded here (not a card charge that succeeded). */
  notRefundable: 'notRefundable',
  /** 502: the card processor did not confirm the refund; nothing is recorded, try again. */
  refundFailed: 'refundFailed',
  /** 409: the activation cannot be extended (a subscription, or a date outside the bounds). */
  notExtendable: 'notExtendable',
  /** 409: the member was sent as many reset mails this hour as the rules allow. */
  resetMailCapped: 'resetMailCapped',
  // console code batches (OPERATOR-15, OPERATOR-17)
  /** 422: the code to void is not one of the batch's. */
  codeNotInBatch: 'codeNotInBatch',
  /** 409: the batch or the code is void already. */
  alreadyVoid: 'alreadyVoid',
  /** 409: the code was activated, and an activated code keeps working: it cannot be voided. */
  codeActivated: 'codeActivated',
  // coupons not honoured (MERCHANT-10, MERCHANT-11)
  /** 409: the redemption is older than NOT_HONOURED_WINDOW_MS. */
  reportWindowClosed: 'reportWindowClosed',
  /** 409: the redemption was reported already (one report per redemption). */
  alreadyReported: 'alreadyReported',
  /** 409: the member made NOT_HONOURED_LIMIT reports in the window; the message says when again. */
  reportLimitReached: 'reportLimitReached',
  /** 409: the report is resolved (restored or dismissed) already. */
  reportResolved: 'reportResolved',
  // offer change requests (MERCHANT-9)
  /** 409: the change request was approved or refused already. */
  changeRequestDecided: 'changeRequestDecided',
  /** 422: the offer is not one of the organisation's locations' (or there is none). */
  invalidOffer: 'invalidOffer',
  // fundraising (FUNDRAISING-3)
  /** 409: the campaign has as many sellers as CAMPAIGN_SELLERS_MAX allows. */
  campaignSellersFull: 'campaignSellersFull',
  // fundraising code sales (FUNDRAISING-10)
  /** 400: the code is unknown, voided, or not of a batch given to the campaign. */
  codeNotInCampaign: 'codeNotInCampaign',
  /** 409: a sale was recorded with this code already. */
  codeSaleRecorded: 'codeSaleRecorded',
  /** 400: the batch is unknown, voided, or of another edition than the campaign's. */
  invalidCampaignBatch: 'invalidCampaignBatch',
  /** 409: the batch was given to a campaign already. */
  campaignBatchTaken: 'campaignBatchTaken',
  /** 409: the campaign has a sale or a payout: its commission rate is counted already (FUNDRAISING-14). */
  campaignCommissionLocked: 'campaignCommissionLocked',
  /** 409: the campaign has sales: it may sell more kinds, never fewer (FUNDRAISING-14). */
  campaignSellsLocked: 'campaignSellsLocked',
  // generic
  /** NOTICE-10: an unsubscribe link that is forged, altered or expired. */
  invalidUnsubscribeLink: 'invalidUnsubscribeLink',
  /** NOTICE-11: this server sends no pushes, or not to that address. */
  pushUnavailable: 'pushUnavailable',
  validation: 'validation',
  notLoggedIn: 'notLoggedIn',
  forbidden: 'forbidden',
  notFound: 'notFound',
  unsupportedMediaType: 'unsupportedMediaType',
  payloadTooLarge: 'payloadTooLarge',
  rateLimited: 'rateLimited',
  /** 503: the server cannot reach its database (health check). */
  unavailable: 'unavailable',
  updateRequired: 444,
  unknown: 500,
} as const;

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error has occurred';
