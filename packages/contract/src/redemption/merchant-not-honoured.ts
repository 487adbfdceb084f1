import * as z from 'zod/mini';
import { NOT_HONOURED_REASONS, NOT_HONOURED_STATES } from './not-honoured.ts';

/**
 * MERCHANT-11: the reports not honoured about an organisation's locations, as its admin sees
 * them: what happened where, never who the member is (MERCHANT-3; no account, name, e-mail or
 * note). The last `days` days, newest last.
 */
export const MERCHANT_NOT_HONOURED_DAYS = { default: 90, max: 366 } as const;

export const merchantNotHonouredQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MERCHANT_NOT_HONOURED_DAYS.max)),
    MERCHANT_NOT_HONOURED_DAYS.default,
  ),
});
export type MerchantNotHonouredQuery = z.infer<typeof merchantNotHonouredQuerySchema>;

export const merchantNotHonouredReportSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  merchantName: z.string(),
  offerId: z.number(),
  offerTitle: z.string(),
  verificationCode: z.string(),
  redeemedAt: z.string(),
  /** Staff had checked the redemption at the counter when it was reported. */
  checked: z.boolean(),
  reportedAt: z.string(),
  reason: z.enum(NOT_HONOURED_REASONS),
  state: z.enum(NOT_HONOURED_STATES),
  /** The coupon was given back to the member (at once, or by an operator). */
  restored: z.boolean(),
});
export type MerchantNotHonouredReportView = z.infer<typeof merchantNotHonouredReportSchema>;
export const merchantNotHonouredListSchema = z.array(merchantNotHonouredReportSchema);
