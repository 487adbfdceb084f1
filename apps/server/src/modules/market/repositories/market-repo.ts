import type { Market } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, MarketRow } from '../../../db/schema.ts';

export function toMarket(row: MarketRow): Market {
  return {
    id: row.id,
    title: row.title,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: row.radius_miles,
    timeZone: row.time_zone,
  };
}

/** The markets members may choose: those not retired (OPERATOR-10). */
export async function listMarkets(db: Kysely<DB>): Promise<Market[]> {
  const rows = await db
    .selectFrom('market')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('title')
    .execute();
  return rows.map(toMarket);
}

export async function findMarket(db: Kysely<DB>, id: number): Promise<Market | undefined> {
  const row = await db.selectFrom('market').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMarket(row);
}

export async function marketExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('market').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The configured default market (by slug), else the oldest one; never a retired one. */
export async function defaultMarket(db: Kysely<DB>, slug: string): Promise<Market | undefined> {
  const live = db.selectFrom('market').selectAll().where('retired_at', 'is', null);
  const row =
    (await live.where('slug', '=', slug).executeTakeFirst()) ??
    (await live.orderBy('id').limit(1).executeTakeFirst());
  return row && toMarket(row);
}
