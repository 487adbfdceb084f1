import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';
import { localDateSchema } from '../catalog/offer-rules.ts';
import { reportDayRangeChecks } from './report-range.ts';

/*
 * MERCHANT-7: a merchant organisation's results, from its redemption rows. Counts and sums only:
 * members are counted (repeat visits), never named (MERCHANT-3).
 */

/** The organisation's days from `from` to `to` (both included), optionally one of its locations. */
export const merchantResultsQuerySchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema,
    merchantId: z.optional(idParamSchema),
  })
  .check(...reportDayRangeChecks());
export type MerchantResultsQuery = z.infer<typeof merchantResultsQuerySchema>;

const count = z.int().check(z.nonnegative());
const cents = z.int();

/** Redemptions, those checked at the counter, and what members saved with them. */
const resultCountsSchema = z.object({
  redemptions: count,
  /** Redemptions whose code staff checked at the counter (the rest were never checked). */
  checked: count,
  savingsCents: cents,
});
export type ResultCounts = z.infer<typeof resultCountsSchema>;

export const merchantResultsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The one location asked about, or null for all of the organisation's. */
  merchantId: z.nullable(z.int()),
  /** The zones the days were counted in: each location's market's (usually one). */
  timeZones: z.array(z.string()),
  totals: resultCountsSchema,
  /** Members with more than one redemption at these locations in the range (a count only). */
  repeatMembers: count,
  /** Every day of the range, days without redemptions included. */
  byDay: z.array(z.extend(resultCountsSchema, { day: z.string() })),
  byOffer: z.array(
    z.extend(resultCountsSchema, {
      offerId: z.int(),
      offerTitle: z.string(),
      merchantId: z.int(),
      merchantTitle: z.string(),
    }),
  ),
  /** Every location asked about, those without redemptions included. */
  byLocation: z.array(
    z.extend(resultCountsSchema, { merchantId: z.int(), merchantTitle: z.string() }),
  ),
});
export type MerchantResults = z.infer<typeof merchantResultsSchema>;
