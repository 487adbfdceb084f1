import * as z from 'zod/mini';
import { reportRangeSchema } from './report-range.ts';

/*
 * The reports' answers (OPERATOR-23, OPERATOR-24): counts and sums only, never a person. Money is
 * in whole cents, as the ledger keeps it, so a report adds up to the ledger to the cent.
 */

const count = z.int().check(z.nonnegative());
const cents = z.int();

/** OPERATOR-24: books and codes activated in the range, by batch and by edition. */
export const activationReportSchema = z.object({
  range: reportRangeSchema,
  activations: count,
  byBatch: z.array(
    z.object({
      batch: z.string(),
      /** The batch's label (the printer's order); null for codes made before batches had one. */
      label: z.nullable(z.string()),
      editionId: z.nullable(z.int()),
      editionName: z.nullable(z.string()),
      activations: count,
    }),
  ),
  byEdition: z.array(
    z.object({
      editionId: z.nullable(z.int()),
      editionName: z.nullable(z.string()),
      activations: count,
    }),
  ),
});
export type ActivationReport = z.infer<typeof activationReportSchema>;

/** What happened to subscriptions in the range. */
export const subscriptionEvents = ['started', 'renewed', 'cancelled', 'ended', 'pastDue'] as const;
export type SubscriptionEvent = (typeof subscriptionEvents)[number];

const subscriptionCountsSchema = z.object({
  started: count,
  renewed: count,
  cancelled: count,
  ended: count,
  pastDue: count,
});

/** OPERATOR-24: subscriptions started, renewed, cancelled, ended and gone past due, by plan. */
export const subscriptionReportSchema = z.object({
  range: reportRangeSchema,
  totals: subscriptionCountsSchema,
  byPlan: z.array(z.extend(subscriptionCountsSchema, { planCode: z.int(), planTitle: z.string() })),
});
export type SubscriptionReport = z.infer<typeof subscriptionReportSchema>;

const moneySchema = z.object({
  currency: z.string(),
  /** Charges that went through in the range (later refunded ones included). */
  payments: count,
  grossCents: cents,
  /** Refunds made in the range, of charges of any day. */
  refunds: count,
  refundedCents: cents,
  /** Gross less refunds. */
  netCents: cents,
});

/** OPERATOR-24: revenue from the ledger net of refunds, by plan and currency. */
export const revenueReportSchema = z.object({
  range: reportRangeSchema,
  totals: z.array(moneySchema),
  byPlan: z.array(z.extend(moneySchema, { planCode: z.int(), planTitle: z.string() })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const redemptionCountsSchema = z.object({ redemptions: count, savingsCents: cents });

/** OPERATOR-24: redemptions by day, merchant, offer and category, and the members' savings. */
export const redemptionReportSchema = z.object({
  range: reportRangeSchema,
  redemptions: count,
  /** What members saved with them. */
  savingsCents: cents,
  /** How many members redeemed (a count, never who). */
  members: count,
  /** Every day of the range, days without redemptions included. */
  byDay: z.array(z.extend(redemptionCountsSchema, { day: z.string() })),
  byMerchant: z.array(
    z.extend(redemptionCountsSchema, { merchantId: z.int(), merchantTitle: z.string() }),
  ),
  byOffer: z.array(
    z.extend(redemptionCountsSchema, {
      offerId: z.int(),
      offerTitle: z.string(),
      merchantTitle: z.string(),
    }),
  ),
  byCategory: z.array(
    z.extend(redemptionCountsSchema, { categoryId: z.int(), categoryTitle: z.string() }),
  ),
});
export type RedemptionReport = z.infer<typeof redemptionReportSchema>;

/** OPERATOR-24: the market's live merchants that nobody redeemed an offer of in the range. */
export const idleMerchantReportSchema = z.object({
  range: reportRangeSchema,
  merchants: z.array(
    z.object({
      merchantId: z.int(),
      merchantTitle: z.string(),
      categoryTitle: z.string(),
      offers: count,
    }),
  ),
});
export type IdleMerchantReport = z.infer<typeof idleMerchantReportSchema>;
