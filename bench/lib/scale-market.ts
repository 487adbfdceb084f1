import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';
import {
  generateMerchants,
  generatedChains,
  GENERATED_BOOK_ENDS,
  type Centre,
  type GeneratedMerchant,
} from './generated-merchants.ts';

/** A market of its own, centred on Dallas: a metro area about 60 miles across. */
export const SCALE_MARKET = { slug: 'scale-bench', title: 'Scale Bench, TX', radiusMiles: 30 };
export const CENTRE: Centre = { latitude: 32.7767, longitude: -96.797 };
export const MAX_MILES = 28;
/** A member about 2.5 miles north-east of the centre. */
export const POSITION = { latitude: 32.8022, longitude: -96.7717 };

const BATCH = 500;

/** The scale market with `size` merchants and their offers, in one transaction. */
export async function fillScaleMarket(
  db: Kysely<DB>,
  size: number,
): Promise<{ marketId: number; categoryId: number }> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const market = await trx
      .insertInto('market')
      .values({
        slug: SCALE_MARKET.slug,
        title: SCALE_MARKET.title,
        latitude: CENTRE.latitude,
        longitude: CENTRE.longitude,
        radius_miles: SCALE_MARKET.radiusMiles,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // OPERATOR-13: the market's book, whose end every offer shows.
    const edition = await trx
      .insertInto('edition')
      .values({
        slug: `${SCALE_MARKET.slug}-book`,
        market_id: market.id,
        year: new Date(GENERATED_BOOK_ENDS).getUTCFullYear(),
        name: `${SCALE_MARKET.title} book`,
        on_sale_at: now,
        valid_until: GENERATED_BOOK_ENDS,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categories = await trx
      .selectFrom('category')
      .select(['id', 'slug'])
      .orderBy('id')
      .execute();
    const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
    const chains = generatedChains('scale', 20);
    const chainRows = await trx
      .insertInto('franchisor')
      .values(chains)
      .returning(['id', 'slug'])
      .execute();
    const chainIds = new Map(chainRows.map((c) => [c.slug, c.id]));

    const merchants = generateMerchants({
      prefix: 'scale',
      count: size,
      centre: CENTRE,
      maxMiles: MAX_MILES,
      categories: categories.map((c) => c.slug),
      chains,
      chainShare: 0.1,
      city: 'Dallas',
      state: 'TX',
      seed: 4004,
    });
    let batch: GeneratedMerchant[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rows: Insertable<DB['merchant']>[] = batch.map((m) => ({
        slug: m.slug,
        market_id: market.id,
        category_id: categoryIds.get(m.category) ?? 0,
        franchisor_id: m.franchisor === null ? null : (chainIds.get(m.franchisor) ?? null),
        title: m.title,
        latitude: m.latitude,
        longitude: m.longitude,
        address1: m.address1,
        address2: m.address2,
        city: m.city,
        state: m.state,
        zip: m.zip,
        telephone: m.telephone,
        website: m.website,
        logo: m.logo,
        updated_at: now,
      }));
      const ids = await trx.insertInto('merchant').values(rows).returning(['id', 'slug']).execute();
      const idOf = new Map(ids.map((row) => [row.slug, row.id]));
      const offers: Insertable<DB['offer']>[] = batch.flatMap((m) =>
        m.offers.map((offer) => ({
          slug: offer.slug,
          merchant_id: idOf.get(m.slug) ?? 0,
          category_id: categoryIds.get(m.category) ?? 0,
          title: offer.title,
          exclusion: offer.exclusion,
          redemption_data_type_code: 1,
          redemption_data: offer.redemptionData,
          savings_cents: offer.savings * 100,
          edition_id: edition.id,
          sort_order: offer.sortOrder,
          updated_at: now,
        })),
      );
      await trx.insertInto('offer').values(offers).execute();
      batch = [];
    };
    for (const merchant of merchants) {
      batch.push(merchant);
      if (batch.length === BATCH) await flush();
    }
    await flush();
    const first = categories[0];
    if (!first) throw new Error('the demo data has no category');
    return { marketId: market.id, categoryId: first.id };
  });
}
