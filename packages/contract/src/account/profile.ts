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
  /** Spec §6: only a small fixed list of emails may see expiration-date notices. */
  allowExpirationNotice: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const SUBSCRIPTION_ACTIVATION_TYPE = 'SUB';
