import type { Merchant, Offer } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, MerchantRow, OfferRow } from '../../db/schema.ts';
import { distanceMiles, type Point } from '../../lib/geo.ts';
import { offersRedeemedOn } from '../redemption/redemption-repo.ts';
import { boundingBox, searchRadii, type Area, type Box } from './nearby.ts';

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

type Located = MerchantRow & { distance: number };

/** Ids per `IN (…)` list. */
const ID_CHUNK = 500;

/** The merchants of a market, category or franchise. */
function matching(db: Kysely<DB>, filter: MerchantFilter) {
  let query = db.selectFrom('merchant');
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
export function merchantsMatching(db: Kysely<DB>, filter: MerchantFilter) {
  return matching(db, filter).selectAll();
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

/** Whether a place lies in the area (everywhere does when there is none). */
const insideOf = (area: Area | null) => (place: Point) =>
  !area || distanceMiles(area.centre, place) <= area.radiusMiles;

/** A place with its distance from the asked point. */
export interface Measured<T> {
  place: T;
  distance: number;
}

/** The places inside the area with their distance from the point, nearest first. */
export function nearestFirst<T extends Point & { id: number }>(
  places: readonly T[],
  point: Point,
  area: Area | null,
): Measured<T>[] {
  const inside = insideOf(area);
  const measured: Measured<T>[] = [];
  // Pairs rather than copies of the places: whole lists are ordered on every answer.
  for (const place of places)
    if (inside(place)) measured.push({ place, distance: distanceMiles(point, place) });
  return measured.sort((a, b) => a.distance - b.distance || a.place.id - b.place.id);
}

/** A distance as lists show it: miles to two decimals. */
export const shownMiles = (miles: number) => Math.round(miles * 100) / 100;

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
    for (const row of await db.selectFrom('merchant').selectAll().where('id', 'in', ids).execute())
      rows.set(row.id, row);
  }
  // A merchant removed between the two reads is simply left out.
  return page.flatMap(({ id, distance }) => {
    const row = rows.get(id);
    return row ? [{ ...row, distance }] : [];
  });
}

export async function findMerchant(db: Kysely<DB>, id: number): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant').selectAll().where('id', '=', id).executeTakeFirst();
}

async function offersOf(db: Kysely<DB>, merchantIds: number[]): Promise<Map<number, OfferRow[]>> {
  const byMerchant = new Map<number, OfferRow[]>();
  for (let i = 0; i < merchantIds.length; i += ID_CHUNK) {
    const part = merchantIds.slice(i, i + ID_CHUNK);
    const rows = await db
      .selectFrom('offer')
      .selectAll()
      .where('merchant_id', 'in', part)
      .orderBy('merchant_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = byMerchant.get(row.merchant_id) ?? [];
      list.push(row);
      byMerchant.set(row.merchant_id, list);
    }
  }
  return byMerchant;
}

/** Number of locations per (market, franchisor) among those asked about. */
async function franchiseSizes(db: Kysely<DB>, rows: MerchantRow[]): Promise<Map<string, number>> {
  const franchisorIds = [
    ...new Set(rows.flatMap((row) => (row.franchisor_id === null ? [] : [row.franchisor_id]))),
  ];
  const sizes = new Map<string, number>();
  if (franchisorIds.length === 0) return sizes;
  const counts = await db
    .selectFrom('merchant')
    .select(['market_id', 'franchisor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('franchisor_id', 'in', franchisorIds)
    .groupBy(['market_id', 'franchisor_id'])
    .execute();
  for (const count of counts)
    sizes.set(`${count.market_id}:${count.franchisor_id}`, Number(count.n));
  return sizes;
}

function toOffer(row: OfferRow, redeemed: Set<number>): Offer {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    categoryId: row.category_id,
    title: row.title,
    exclusion: row.exclusion,
    redemptionDataTypeCode: row.redemption_data_type_code,
    redemptionData: row.redemption_data,
    savings: row.savings_cents / 100,
    adSpotOfferExpirationDate: row.ad_spot_offer_expiration_date,
    redeemed: redeemed.has(row.id),
  };
}

/** Spec §3 merchants with their offers, offer counts and franchise siblings, in the given order. */
export async function toMerchants(
  db: Kysely<DB>,
  rows: (MerchantRow & { distance: number })[],
  /** The asking member's current voucher: its redemptions mark offers as redeemed. */
  voucherId: number | null = null,
): Promise<Merchant[]> {
  const [offers, sizes] = await Promise.all([
    offersOf(
      db,
      rows.map((row) => row.id),
    ),
    franchiseSizes(db, rows),
  ]);
  const redeemed = voucherId === null ? new Set<number>() : await offersRedeemedOn(db, voucherId);
  return rows.map((row) => {
    const own = (offers.get(row.id) ?? []).map((offer) => toOffer(offer, redeemed));
    const siblings =
      row.franchisor_id === null
        ? 0
        : (sizes.get(`${row.market_id}:${row.franchisor_id}`) ?? 1) - 1;
    return {
      id: row.id,
      title: row.title,
      marketId: row.market_id,
      categoryId: row.category_id,
      latitude: row.latitude,
      longitude: row.longitude,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      telephone: row.telephone,
      website: row.website,
      facebookUrl: row.facebook_url,
      twitterUrl: row.twitter_url,
      instagramUrl: row.instagram_url,
      appStoreUrl: row.app_store_url,
      playStoreUrl: row.play_store_url,
      logo: row.logo,
      hasSiblings: siblings > 0,
      franchisorId: row.franchisor_id,
      adSpotOfferExpirationDate: row.ad_spot_offer_expiration_date,
      offers: own,
      numberOfOffers: own.length,
      distance: shownMiles(row.distance),
    };
  });
}

/** groupByFranchisor: one entry per franchise (its nearest location); other merchants stay. */
export function nearestPerFranchise<T>(items: T[], franchisorOf: (item: T) => number | null): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const franchisorId = franchisorOf(item);
    if (franchisorId === null) return true;
    if (seen.has(franchisorId)) return false;
    seen.add(franchisorId);
    return true;
  });
}
