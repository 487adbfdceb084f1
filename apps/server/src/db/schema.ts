import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table shapes shared by SQLite and PostgreSQL. Timestamps are fixed-width ISO-8601 UTC text
 * (see docs/decisions/0002-portable-schema.md) so both databases compare and sort them alike.
 */
export interface MarketTable {
  id: Generated<number>;
  slug: string;
  title: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
  created_at: string;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  title: string;
  icon: string;
  sort_order: number;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  /** Null for imported members who have not set a password yet. */
  password_hash: string | null;
  market_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface DB {
  market: MarketTable;
  category: CategoryTable;
  app_user: UserTable;
  session: SessionTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type MarketRow = Selectable<MarketTable>;
export type CategoryRow = Selectable<CategoryTable>;
