import { z } from 'zod';

/** Spec §3 Profile: stored locally by the web app and returned by the server. */
export const profileSchema = z.object({
  emailAddress: z.string(),
  marketId: z.number().int().nullable(),
  totalSavings: z.number(),
  activationVoucherId: z.number().int().nullable(),
  activationVoucherDeactivated: z.boolean(),
  /** 'SUB' means a subscription; 'BOOK' a printed book code; null when not activated. */
  userActivationType: z.enum(['SUB', 'BOOK']).nullable(),
  subscriptionType: z.number().int().nullable(),
  accountId: z.number().int(),
  userPrincipalId: z.number().int(),
  userOffersValidTo: z.iso.datetime().nullable(),
  isDeactivatedFuture: z.boolean(),
  /** Spec §6: only the configured notice-email list may see expiration-date notices. */
  allowExpirationNotice: z.boolean(),
  /** Spec §3 create-account payload: the account was opened in the subscription app. */
  isMobilePlus: z.boolean(),
  /** Optional contact details edited on /account/profile/edit. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const SUBSCRIPTION_ACTIVATION_TYPE = 'SUB';

export const PROFILE_ERROR_MESSAGE =
  'Sorry we were unable to retrieve your profile information.  Please try again later.';

/** GET /api/account/expired */
export const expiredResponseSchema = z.object({
  userOffersValidTo: z.iso.datetime().nullable(),
});
export type ExpiredResponse = z.infer<typeof expiredResponseSchema>;
