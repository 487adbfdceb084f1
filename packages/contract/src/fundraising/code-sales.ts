import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import { normalizeActivationCode } from '../activation/activation-code.ts';
import { campaignSummarySchema } from './campaigns.ts';

/*
 * FUNDRAISING-10: the code batches an operator gives a campaign, and the cash or paper-book sales
 * its leader records by assigning one of their codes to a seller (or to none).
 * FUNDRAISING-11: the campaign's sales by seller and by day: counts and amounts, no buyer.
 */

/** The most a single paper-book sale may be recorded for: a thousand dollars, in cents. */
export const CODE_SALE_AMOUNT_MAX = 100_000;

export const CodeSaleText = {
  code: 'Please type the code printed in the book, for example ABCD-EFGH.',
  amount: 'Please enter what the group charged, in dollars and cents.',
  amountRange: 'Please enter an amount between $0.01 and $1,000.00.',
} as const;

/** POST /api/business/fundraising/campaigns/:campaignId/code-sales (also the leader's form). */
export const recordCodeSaleRequestSchema = z.object({
  /** The book's code as typed: dashes, spaces and case do not matter (ACTIVATION-4's rule). */
  code: z.pipe(
    z.string().check(z.minLength(1, CodeSaleText.code), z.maxLength(40, CodeSaleText.code)),
    z.transform((typed) => normalizeActivationCode(typed)),
  ),
  /** A seller of the campaign, or null for a sale of the group's own. */
  sellerId: z.nullable(idSchema),
  /** What the group charged for the book, in cents. */
  amountCents: z
    .int({ error: CodeSaleText.amount })
    .check(
      z.positive(CodeSaleText.amountRange),
      z.maximum(CODE_SALE_AMOUNT_MAX, CodeSaleText.amountRange),
    ),
});
export type RecordCodeSaleRequest = z.input<typeof recordCodeSaleRequestSchema>;

/** A code sale as its leader sees it: the code, the seller's name and the amount; no buyer. */
export const codeSaleSchema = z.object({
  id: z.int(),
  /** Formatted in groups of four. */
  code: z.string(),
  sellerId: z.nullable(z.int()),
  /** Null for the group's own sale, or a seller since removed. */
  sellerName: z.nullable(z.string()),
  amountCents: z.int(),
  createdAt: z.string(),
});
export type CodeSale = z.infer<typeof codeSaleSchema>;

export const codeSaleIdParamsSchema = z.object({
  campaignId: idParamSchema,
  saleId: idParamSchema,
});

/** FUNDRAISING-11: one line of the progress: a seller's or a day's sales and their amount. */
export const salesTallySchema = z.object({ sales: z.int(), amountCents: z.int() });

/**
 * FUNDRAISING-11: a campaign's sales by seller (null: the group's own or a removed seller's) and
 * by day of the market, the latest day first; and the code sales recorded, the latest first.
 */
export const campaignSalesSchema = z.object({
  bySeller: z.array(
    z.extend(salesTallySchema, {
      sellerId: z.nullable(z.int()),
      displayName: z.nullable(z.string()),
    }),
  ),
  byDay: z.array(z.extend(salesTallySchema, { day: z.string() })),
  codeSales: z.array(codeSaleSchema),
  /** The market's zone: its days above, and the times its code sales were recorded. */
  timeZone: z.string(),
});
export type CampaignSales = z.infer<typeof campaignSalesSchema>;

/** A code batch as a campaign's page lists it. */
export const campaignBatchSchema = z.object({
  id: z.int(),
  label: z.string(),
  count: z.int(),
  voided: z.boolean(),
});
export type CampaignBatch = z.infer<typeof campaignBatchSchema>;

/** FUNDRAISING-10, FUNDRAISING-11: a campaign as the operator sees it. */
export const consoleCampaignSchema = z.extend(campaignSummarySchema, {
  organisationId: z.int(),
  groupName: z.string(),
  /** FUNDRAISING-14: what an edit names, so a save over someone else's is refused. */
  revision: z.int(),
  /** FUNDRAISING-14: a sale or a payout counted the commission rate: it cannot change. */
  commissionLocked: z.boolean(),
  /** FUNDRAISING-14: the campaign has sales: what it sells may only be widened. */
  hasSales: z.boolean(),
  /** The batches given to the campaign. */
  batches: z.array(campaignBatchSchema),
  /** The edition's batches not voided and given to no campaign: what can be given. */
  availableBatches: z.array(campaignBatchSchema),
  sales: campaignSalesSchema,
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;

export const consoleCampaignParamsSchema = z.object({ campaignId: idParamSchema });

/** POST /api/console/fundraising/campaigns/:campaignId/batches. */
export const giveCampaignBatchRequestSchema = z.object({ batchId: idSchema });
