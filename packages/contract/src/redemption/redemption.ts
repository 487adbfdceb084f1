import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';
import { offlineTicketIdSchema } from './offline-ticket.ts';
import { verificationCodeSchema } from './verification-code.ts';

/**
 * REDEEM-5 Redeem payload, plus (issue #16) what a redemption made offline carries: a key the
 * device made, so that sending it again answers the same redemption, and when it happened.
 */
export const redeemRequestSchema = z.object({
  offerId: idSchema,
  activationVoucherId: idSchema,
  /** 8–64 characters of A–Z a–z 0–9 - _ (a UUID, say), unique on the device. */
  idempotencyKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
  /** When the member redeemed, offline; without it, the server's clock decides. */
  redeemedAt: z.optional(z.iso.datetime({ offset: true })),
  /**
   * The offline ticket the device redeemed under (issue #27): required with `redeemedAt`, which
   * must lie within it. Its reserved code is the one kept. One redemption per ticket. Without a
   * ticket the server draws the code; a code the device sends (older apps did) is ignored.
   */
  offlineTicket: z.optional(offlineTicketIdSchema),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** REDEEM-7 Redemption: merchantName plus what the savings tracker shows. */
export const redemptionSchema = z.object({
  id: z.int(),
  merchantName: z.string(),
  merchantId: z.int(),
  offerId: z.int(),
  offerTitle: z.string(),
  savings: z.number(),
  redeemedAt: z.iso.datetime(),
  /** The code staff check at /verify (issue #16). */
  verificationCode: verificationCodeSchema,
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionListSchema = z.array(redemptionSchema);
