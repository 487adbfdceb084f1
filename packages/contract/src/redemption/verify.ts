import * as z from 'zod/mini';
import { verificationCodeSchema } from './verification-code.ts';

/**
 * What staff learn of a verification code (issue #16): which merchant and offer, when it was
 * redeemed, and whether it was checked before. Nothing about the member.
 */
export const verificationSchema = z.object({
  code: verificationCodeSchema,
  merchantName: z.string(),
  offerTitle: z.string(),
  redeemedAt: z.iso.datetime(),
  /** The first check of this code before this one; null: this is the first. */
  firstCheckedAt: z.nullable(z.iso.datetime()),
  /** A redemption made offline: when it reached Citybook (`redeemedAt` is the device's moment). */
  receivedAt: z.nullable(z.iso.datetime()),
});
export type Verification = z.infer<typeof verificationSchema>;
