import type { Generated } from 'kysely';

/* Reports' tables: subscription events and the redemption tallies (ADR 0044, ADR 0048). */

/** OPERATOR-24 (ADR 0044): a subscription's start or change of state, written by triggers. */
export interface SubscriptionEventTable {
  id: Generated<number>;
  voucher_id: number;
  subscription_type_code: number;
  event: 'started' | 'cancelled' | 'pastDue' | 'ended';
  at: string;
}

/** OPERATOR-26 (ADR 0048): an offer's redemptions and savings up to the end of a UTC quarter hour. */
export interface RedemptionOfferTallyTable {
  offer_id: number;
  /** `YYYY-MM-DDTHH:MM` (UTC), MM one of 00, 15, 30, 45. */
  quarter: string;
  /** Running totals (PostgreSQL bigint: read as text). */
  redemptions: number | string;
  savings_cents: number | string;
}

/** OPERATOR-26 (ADR 0048): a market's redemptions and savings in a UTC quarter hour. */
export interface RedemptionMarketQuarterTable {
  market_id: number;
  quarter: string;
  redemptions: number | string;
  savings_cents: number | string;
}

/** OPERATOR-26 (ADR 0048): the UTC days of a year a member redeemed in a market, as bit masks. */
export interface RedemptionMemberYearTable {
  market_id: number;
  year: number;
  user_id: number;
  d0: Generated<number | string>;
  d1: Generated<number | string>;
  d2: Generated<number | string>;
  d3: Generated<number | string>;
  d4: Generated<number | string>;
  d5: Generated<number | string>;
}
