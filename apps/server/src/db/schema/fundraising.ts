import type { Generated } from 'kysely';
import type { Nullable } from './columns.ts';

/* Fundraising: groups, campaigns, sellers, attributed sales, campaign batches and payouts. */

/** FUNDRAISING-1 (migration 0050): what a fundraising group's organisation is. */
export interface FundraisingGroupTable {
  organisation_id: number;
  group_kind: 'school' | 'club' | 'charity';
}

/** FUNDRAISING-2 (migration 0051): a group's campaign. */
export interface FundraisingCampaignTable {
  id: Generated<number>;
  organisation_id: number;
  slug: string;
  name: string;
  market_id: number;
  edition_id: number;
  starts_on: string;
  ends_on: string;
  goal_kind: 'sales' | 'money';
  /** A number of sales, or cents. */
  goal_amount: number;
  sells_memberships: number;
  sells_codes: number;
  commission_basis_points: number;
  leaderboard_hidden: Generated<number>;
  created_at: string;
  /** FUNDRAISING-14 (migration 0055): moved on by every change; an edit names the one it opened. */
  revision: Generated<number>;
}

/**
 * FUNDRAISING-3, FUNDRAISING-8 (migration 0051): a seller, a display name and nothing more; the
 * columns are those docs/privacy.md lists.
 */
export interface FundraisingSellerTable {
  id: Generated<number>;
  campaign_id: number;
  slug: string;
  /** Null once the seller is removed: the name is erased. */
  display_name: string | null;
  created_at: string;
  updated_at: string;
  removed_at: Nullable<string>;
}

/** FUNDRAISING-7 (migration 0052): a sale attributed to a campaign (and a seller, or none). */
export interface FundraisingSaleTable {
  id: Generated<number>;
  campaign_id: number;
  seller_id: number | null;
  kind: 'digital' | 'code';
  amount_cents: number;
  currency: string;
  /** `payment:<id>` of the ledger, or `code:<id>`; unique. */
  reference: string;
  created_at: string;
}

/** FUNDRAISING-10 (migration 0053): a code batch given to a campaign; one campaign a batch. */
export interface FundraisingCampaignBatchTable {
  code_batch_id: number;
  campaign_id: number;
  created_at: string;
}

/** FUNDRAISING-13 (migration 0054): a payout to a campaign's group, recorded by an operator. */
export interface FundraisingPayoutTable {
  id: Generated<number>;
  campaign_id: number;
  amount_cents: number;
  /** YYYY-MM-DD. */
  paid_on: string;
  note: string;
  /** Unique: one submission of the console records once. */
  client_key: string;
  staff_email: string;
  created_at: string;
}
