import type { Kysely } from 'kysely';
import type { DB, MerchantRow } from '../../../db/schema.ts';
import { distanceMiles, type Point } from '@citybook/contract';
import {
  boundingBox,
  insideOf,
  nearestFirst,
  searchRadii,
  type Area,
  type Box,
} from '../../../lib/nearby.ts';

export interface MerchantFilter {
  marketId?: number;
  categoryId?: number;
  franchisorId?: number;
}

export interface NearbyOptions {
  point: Point;
  /** Only merchants within this circle (the market's area); null: anywhere. */
  area: Area | null;
  /** A nearby-first page of at most this many; undefined: all that match. */
  limit?: number;
}

/** A merchant with its distance from the asked point. */
export type Located = MerchantRow & { distance: number };

/** Ids per `IN (…)` list. */
export const ID_CHUNK = 500;

/** The merchants members see (OPERATOR-10: not retired) of a market, category or franchise. */
function matching(db: Kysely<DB>, filter: MerchantFilter) {
  let query = db.selectFrom('merchant').where('retired_at', 'is', null);
  if (filter.marketId !== undefined) query = query.where('market_id', '=', filter.marketId);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.franchisorId !== undefined)
    query = query.where('franchisor_id', '=', filter.franchisorId);
  return query;
}

/** A box: an indexed range on latitude within one market (and category), trimmed by longitude. */
function inBox(db: Kysely<DB>, filter: MerchantFilter, box: Box) {
  let query = matching(db, filter)
    .where('latitude', '>=', box.minLatitude)
    .where('latitude', '<=', box.maxLatitude);
  if (box.minLongitude !== undefined && box.maxLongitude !== undefined) {
    query = query
      .where('longitude', '>=', box.minLongitude)
      .where('longitude', '<=', box.maxLongitude);
  }
  return query;
}

/** Every merchant of the filter, whole rows, wherever they are. */
export async function merchantsMatching(
  db: Kysely<DB>,
  filter: MerchantFilter,
): Promise<MerchantRow[]> {
  return matching(db, filter).selectAll().execute();
}

/** The merchants of a box, whole rows. */
export function merchantsInBox(db: Kysely<DB>, filter: MerchantFilter, box: Box) {
  return inBox(db, filter, box).selectAll();
}

/** Only the ids and positions of a box's merchants: what a ring needs, read from the index. */
export function positionsInBox(db: Kysely<DB>, filter: MerchantFilter, box: Box) {
  return inBox(db, filter, box).select(['id', 'latitude', 'longitude']);
}

const byDistance = (a: { distance: number; id: number }, b: { distance: number; id: number }) =>
  a.distance - b.distance || a.id - b.id;

/**
 * Merchants nearest first. Without a limit: every merchant of the area, read at once. With one,
 * a nearby-first page: each ring is an indexed latitude band (market, category, latitude)
 * trimmed by longitude, of which only ids and positions are read and measured exactly; rings
 * grow until the page is certain, and only the page's merchants are then read in full. So a page
 * costs about the same in a market of 1,000 merchants as in one of 100,000 (bench/scale.ts).
 */
export async function findNearbyMerchants(
  db: Kysely<DB>,
  filter: MerchantFilter,
  { point, area, limit }: NearbyOptions,
): Promise<Located[]> {
  const inside = insideOf(area);
  if (limit === undefined) {
    const [miles = 0] = searchRadii(point, area, limit);
    const rows = await merchantsInBox(db, filter, boundingBox(point, miles)).execute();
    return nearestFirst(rows, point, area).map(({ place, distance }) => ({ ...place, distance }));
  }

  let found: (Point & { id: number; distance: number })[] = [];
  for (const miles of searchRadii(point, area, limit)) {
    const rows = await positionsInBox(db, filter, boundingBox(point, miles)).execute();
    found = rows
      .map((row) => ({ ...row, distance: distanceMiles(point, row) }))
      .filter((row) => row.distance <= miles && inside(row));
    if (found.length >= limit) break;
  }
  const page = found.sort(byDistance).slice(0, limit);
  const rows = new Map<number, MerchantRow>();
  for (let i = 0; i < page.length; i += ID_CHUNK) {
    const ids = page.slice(i, i + ID_CHUNK).map((row) => row.id);
    const read = await matching(db, {}).selectAll().where('id', 'in', ids).execute();
    for (const row of read) rows.set(row.id, row);
  }
  // A merchant removed or retired between the two reads is simply left out (MERCHANT-12).
  return page.flatMap(({ id, distance }) => {
    const row = rows.get(id);
    return row ? [{ ...row, distance }] : [];
  });
}

/** A merchant members see: a retired one is none (OPERATOR-10). */
export async function findMerchant(db: Kysely<DB>, id: number): Promise<MerchantRow | undefined> {
  return db
    .selectFrom('merchant')
    .selectAll()
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

/** MERCHANT-12: the name of a merchant that left the book (retired); undefined for any other id. */
export async function findLeftMerchantTitle(
  db: Kysely<DB>,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('title')
    .where('id', '=', id)
    .where('retired_at', 'is not', null)
    .executeTakeFirst();
  return row?.title;
}

/** Number of locations per (market, franchisor) among those asked about. */
export async function franchiseSizes(
  db: Kysely<DB>,
  rows: MerchantRow[],
): Promise<Map<string, number>> {
  const franchisorIds = [
    ...new Set(rows.flatMap((row) => (row.franchisor_id === null ? [] : [row.franchisor_id]))),
  ];
  const sizes = new Map<string, number>();
  if (franchisorIds.length === 0) return sizes;
  const counts = await db
    .selectFrom('merchant')
    .select(['market_id', 'franchisor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('franchisor_id', 'in', franchisorIds)
    .where('retired_at', 'is', null)
    .groupBy(['market_id', 'franchisor_id'])
    .execute();
  for (const count of counts)
    sizes.set(`${count.market_id}:${count.franchisor_id}`, Number(count.n));
  return sizes;
}
