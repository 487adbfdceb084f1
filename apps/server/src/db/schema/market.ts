import type { Generated, Selectable } from 'kysely';
import type { Nullable } from './columns.ts';

/* Markets and their editions (the books of a year). */

export interface MarketTable {
  id: Generated<number>;
  slug: string;
  title: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
  /** IANA zone ("America/Chicago"): the offers' rules are judged on its wall clock. */
  time_zone: Generated<string>;
  created_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

/** OPERATOR-13: a market's book of a year (ADR 0032). */
export interface EditionTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  year: number;
  name: string;
  /** The day the book goes on sale. */
  on_sale_at: string;
  /** The book's end: its offers expire and the activations its codes give end (CATALOG-14). */
  valid_until: string;
  updated_at: string;
  /** OPERATOR-10: moved on by every console save and import (a stale save is refused). */
  revision: Generated<number>;
}

export type MarketRow = Selectable<MarketTable>;
export type EditionRow = Selectable<EditionTable>;
