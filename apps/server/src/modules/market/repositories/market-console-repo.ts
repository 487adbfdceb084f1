import type { MarketEditor, MarketGridQuery, MarketGridRow } from '@citybook/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, MarketRow } from '../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch, whereRetired } from '../../../db/grid-query.ts';
import { insertBySlug, updateUnderRevision } from './edited-row-repo.ts';

/** The markets the console edits (OPERATOR-9, OPERATOR-10): its grid and its rows. */

function toEditor(row: MarketRow): MarketEditor {
  return {
    id: row.id,
    revision: row.revision,
    retiredAt: row.retired_at,
    slug: row.slug,
    title: row.title,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: row.radius_miles,
    timeZone: row.time_zone,
  };
}

export async function readMarketEditor(
  db: Kysely<DB>,
  id: number,
): Promise<MarketEditor | undefined> {
  const row = await db.selectFrom('market').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEditor(row);
}

export async function marketOfSlug(db: Kysely<DB>, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('market')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

export async function insertMarket(
  trx: Transaction<DB>,
  columns: Record<string, unknown>,
  now: Date,
): Promise<number | undefined> {
  return insertBySlug(trx, 'market', { ...columns, created_at: now.toISOString() });
}

export async function updateMarketRow(
  trx: Transaction<DB>,
  id: number,
  revision: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  return updateUnderRevision(trx, 'market', id, revision, columns);
}

const SORT_COLUMNS = {
  title: sql`lower(market.title)`,
  slug: sql`market.slug`,
  timeZone: sql`market.time_zone`,
  id: sql`market.id`,
};

/** A page of the market grid: few rows (tens), so one query with their live merchant counts. */
export async function marketGridPage(
  db: Kysely<DB>,
  query: MarketGridQuery,
): Promise<{ rows: MarketGridRow[]; total: number }> {
  let base = db.selectFrom('market');
  if (query.filter) base = base.where(textMatch(['market.title', 'market.slug'], query.filter));
  base = whereRetired(base, 'market.retired_at', query.retired);
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(
      filtered.select([
        'market.id',
        'market.slug',
        'market.title',
        'market.time_zone',
        'market.radius_miles',
        'market.retired_at',
        (eb) =>
          eb
            .selectFrom('merchant')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('merchant.market_id', '=', 'market.id')
            .where('merchant.retired_at', 'is', null)
            .as('live_merchants'),
      ]),
      SORT_COLUMNS[query.sort],
      'market.id',
      query,
    ).execute(),
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      timeZone: row.time_zone,
      radiusMiles: row.radius_miles,
      liveMerchants: Number(row.live_merchants ?? 0),
      retired: row.retired_at !== null,
    })),
  };
}
