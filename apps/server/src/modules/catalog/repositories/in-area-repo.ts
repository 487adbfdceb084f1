import type { MapMerchant } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** A market's merchants (of some categories, or all) as the map shows them. */
export async function mapMerchantsOfMarket(
  db: Kysely<DB>,
  marketId: number,
  categoryIds: readonly number[] | undefined,
): Promise<MapMerchant[]> {
  const merchants = db
    .selectFrom('merchant')
    .select([
      'id',
      'title',
      'category_id',
      'latitude',
      'longitude',
      'logo',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
      'franchisor_id',
    ])
    .where('market_id', '=', marketId)
    .where('retired_at', 'is', null);
  let offers = db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select(['offer.merchant_id', 'offer.title'])
    .where('merchant.market_id', '=', marketId)
    .where('merchant.retired_at', 'is', null)
    .where('offer.retired_at', 'is', null);
  if (categoryIds !== undefined) {
    // The caller never passes an empty list: no categories means no question.
    offers = offers.where('merchant.category_id', 'in', [...categoryIds]);
  }
  const [all, offerRows] = await Promise.all([
    merchants.orderBy('id').execute(),
    offers.orderBy('offer.merchant_id').orderBy('offer.sort_order').orderBy('offer.id').execute(),
  ]);
  const firstOffer = new Map<number, { title: string; count: number }>();
  for (const offer of offerRows) {
    const seen = firstOffer.get(offer.merchant_id);
    if (seen) seen.count += 1;
    else firstOffer.set(offer.merchant_id, { title: offer.title, count: 1 });
  }
  // Siblings are counted over the whole market, whatever categories are shown.
  const locations = new Map<number, number>();
  for (const row of all) {
    if (row.franchisor_id !== null)
      locations.set(row.franchisor_id, (locations.get(row.franchisor_id) ?? 0) + 1);
  }
  const shown = categoryIds === undefined ? null : new Set(categoryIds);
  const rows = shown ? all.filter((row) => shown.has(row.category_id)) : all;
  return rows.map((row) => {
    const offer = firstOffer.get(row.id);
    return {
      id: row.id,
      title: row.title,
      categoryId: row.category_id,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      logo: row.logo,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      franchisorId: row.franchisor_id,
      hasSiblings: row.franchisor_id !== null && (locations.get(row.franchisor_id) ?? 0) > 1,
      firstOfferTitle: offer?.title ?? null,
      numberOfOffers: offer?.count ?? 0,
    };
  });
}

/** Every market's id with how many merchants it has, by id. */
export async function merchantCountsOfMarkets(
  db: Kysely<DB>,
): Promise<{ marketId: number; merchants: number }[]> {
  const rows = await db
    .selectFrom('market')
    .leftJoin('merchant', (join) =>
      join.onRef('merchant.market_id', '=', 'market.id').on('merchant.retired_at', 'is', null),
    )
    .select((eb) => ['market.id as marketId', eb.fn.count<number>('merchant.id').as('merchants')])
    .groupBy('market.id')
    .orderBy('market.id')
    .execute();
  return rows.map((row) => ({ marketId: row.marketId, merchants: Number(row.merchants) }));
}
