import { z } from 'zod';

/** Spec §3 Redeem payload. */
export const redeemRequestSchema = z.object({
  offerId: z.number().int().positive(),
  activationVoucherId: z.number().int().positive(),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** Spec §3 Redemption: merchantName plus what the savings tracker shows. */
export const redemptionSchema = z.object({
  id: z.number().int(),
  merchantName: z.string(),
  merchantId: z.number().int(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  savings: z.number(),
  redeemedAt: z.iso.datetime(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionListSchema = z.array(redemptionSchema);

export const RedeemText = {
  failed: 'Unable to redeem the selected coupon at this time.  Please try again later.',
  alreadyRedeemed: 'Sorry, this coupon has already been redeemed',
  activationExpired: 'Your activation has expired. Renew it to keep redeeming coupons.',
  notActivated: 'Please activate your account to redeem coupons.',
  bookExpired: 'Sorry, this book has already expired',
} as const;
