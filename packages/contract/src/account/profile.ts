import * as z from 'zod/mini';

/** ACCOUNT-14 Profile: stored locally by the web app and returned by the server. */
export const profileSchema = z.object({
  emailAddress: z.string(),
  marketId: z.nullable(z.int()),
  totalSavings: z.number(),
  activationVoucherId: z.nullable(z.int()),
  activationVoucherDeactivated: z.boolean(),
  /** 'SUB' means a subscription; 'BOOK' a printed book code; null when not activated. */
  userActivationType: z.nullable(z.enum(['SUB', 'BOOK'])),
  subscriptionType: z.nullable(z.int()),
  accountId: z.int(),
  userPrincipalId: z.int(),
  userOffersValidTo: z.nullable(z.iso.datetime()),
  isDeactivatedFuture: z.boolean(),
  /** ACCOUNT-15: only the configured notice-email list may see expiration-date notices. */
  allowExpirationNotice: z.boolean(),
  /** ACCOUNT-8 create-account payload: the account was opened in the subscription app. */
  isMobilePlus: z.boolean(),
  /** Optional contact details edited on /account/profile/edit. */
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const SUBSCRIPTION_ACTIVATION_TYPE = 'SUB';

export const PROFILE_ERROR_MESSAGE =
  'Sorry we were unable to retrieve your profile information.  Please try again later.';

/** GET /api/account/expired */
export const expiredResponseSchema = z.object({
  userOffersValidTo: z.nullable(z.iso.datetime()),
});
export type ExpiredResponse = z.infer<typeof expiredResponseSchema>;
