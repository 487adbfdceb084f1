import { idSchema } from '@citybook/contract/app';
import {
  offlineTicketIdSchema,
  redeemRequestSchema,
  verificationCodeSchema,
} from '@citybook/contract/redemption';
import * as z from 'zod/mini';

/**
 * A redemption the device keeps until the server has it (ADR 0018): what the redeem call sends,
 * what the counter screen and the Savings Tracker show, and whether the server refused it.
 */
export const offlineRedemptionSchema = z.object({
  /** The member it belongs to (the profile's accountId): only their session sends it. */
  userId: idSchema,
  offerId: idSchema,
  activationVoucherId: idSchema,
  idempotencyKey: z.nonoptional(redeemRequestSchema.shape.idempotencyKey),
  redeemedAt: z.iso.datetime(),
  /** The code the counter screen showed: its ticket's, reserved for it (issue #27). */
  verificationCode: verificationCodeSchema,
  /** The offline ticket it was made under (issue #27); entries older than tickets have none. */
  offlineTicket: z.optional(offlineTicketIdSchema),
  merchantId: idSchema,
  merchantName: z.string(),
  offerTitle: z.string(),
  savings: z.number(),
  /** Why the server did not record it, in words for the Savings Tracker; absent while waiting. */
  refusal: z.optional(z.string()),
});
export type OfflineRedemption = z.infer<typeof offlineRedemptionSchema>;

export const isWaiting = (entry: OfflineRedemption): boolean => entry.refusal === undefined;
