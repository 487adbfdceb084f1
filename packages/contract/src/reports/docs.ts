import type { AreaDocs } from '../endpoint.ts';
import type * as ReportsConsoleApi from './console-endpoints.ts';

const range =
  'for a market and its days from `from` to `to` (YYYY-MM-DD, both included, at most 366), counted in the market’s time zone';

/** The API reference's words for the console's reports (OPERATOR-23, OPERATOR-24). */
export const reportsDocs = {
  endpoints: {
    getActivationReport: `Books and codes activated, ${range}, by batch and by edition.`,
    getSubscriptionReport: `Subscriptions started, renewed, cancelled, ended and gone past due, by plan (subscriptions belong to no market: all of them), ${range}.`,
    getRevenueReport: `Revenue from the ledger: charges that went through, less refunds made, by plan and currency (all markets), ${range}.`,
    getRedemptionReport: `Redemptions and members’ savings by day, merchant, offer and category, ${range}.`,
    getIdleMerchantReport: `The market’s live merchants with no redemption, ${range}.`,
  },
  errors: {},
} as const satisfies AreaDocs<typeof ReportsConsoleApi, object>;
