import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { nowIso } from '../../../../lib/clock.ts';
import { timeZoneAt } from '../../../../lib/time-zone-at.ts';
import type { CatalogSection, ValidCatalog } from './catalog-file.ts';
import {
  editionsBySlug,
  idsBySlug,
  placesOfMerchants,
  retireMerchantsBySlug,
  upsertBySlug,
} from '../../repositories/import/catalog-import-repo.ts';
import { editionsForBookEnds } from './book-end-editions.ts';
import { CatalogImportError, type ImportIssue, type RowLabel } from './validate-catalog.ts';

interface Resolver {
  issues: ImportIssue[];
  label: RowLabel;
  source: string;
}

function resolve(
  ids: Map<string, number>,
  slug: string,
  where: { section: CatalogSection; index: number; field: string; kind: string },
  resolver: Resolver,
): number {
  const id = ids.get(slug);
  if (id === undefined) {
    resolver.issues.push({
      section: where.section,
      index: where.index,
      field: where.field,
      message: `unknown ${where.kind} "${slug}"`,
    });
    return 0;
  }
  return id;
}

/** How many rows of each section a file holds. */
export type SectionCounts = Record<CatalogSection, number>;

/**
 * Writes a validated catalogue in one transaction: rows are inserted or, when their slug exists,
 * updated. A reference to an unknown slug (in the file or the database) fails the whole import.
 */
export async function upsertCatalog(
  db: Kysely<DB>,
  catalog: ValidCatalog,
  source: string,
  label: RowLabel,
): Promise<SectionCounts> {
  return db
    .transaction()
    .execute(async (trx) => writeCatalog(trx, catalog, source, label, nowIso()));
}

/** upsertCatalog's writes, in the caller's transaction (the console's preview rolls them back). */
export async function writeCatalog(
  trx: Transaction<DB>,
  catalog: ValidCatalog,
  source: string,
  label: RowLabel,
  now: string,
): Promise<SectionCounts> {
  const resolver: Resolver = { issues: [], label, source };
  const fail = () => {
    if (resolver.issues.length > 0) throw new CatalogImportError(resolver.issues, source, label);
  };

  await upsertBySlug(
    trx,
    'market',
    catalog.markets.map((m) => ({
      slug: m.slug,
      title: m.title,
      latitude: m.latitude,
      longitude: m.longitude,
      radius_miles: m.radiusMiles,
      time_zone: m.timeZone ?? timeZoneAt(m.latitude, m.longitude),
      created_at: now,
    })),
    ['created_at'],
  );
  await upsertBySlug(
    trx,
    'category',
    catalog.categories.map((c) => ({
      slug: c.slug,
      title: c.title,
      icon: c.icon,
      sort_order: c.sortOrder,
      created_at: now,
    })),
    ['created_at'],
  );
  // OPERATOR-13: editions, by slug like every row; their market must exist.
  const editionMarkets = await idsBySlug(
    trx,
    'market',
    catalog.editions.map((e) => e.market),
  );
  const editionRows = catalog.editions.map((e, index) => ({
    slug: e.slug,
    market_id: resolve(
      editionMarkets,
      e.market,
      { section: 'editions', index, field: 'market', kind: 'market' },
      resolver,
    ),
    year: e.year,
    name: e.name,
    on_sale_at: new Date(e.onSale).toISOString(),
    valid_until: new Date(e.validUntil).toISOString(),
    updated_at: now,
  }));
  fail();
  await upsertBySlug(trx, 'edition', editionRows);
  await upsertBySlug(
    trx,
    'franchisor',
    catalog.franchisors.map((f) => ({ slug: f.slug, title: f.title })),
  );

  const merchants = catalog.merchants;
  const markets = await idsBySlug(trx, 'market', [
    ...merchants.map((m) => m.market),
    ...catalog.ads.map((a) => a.market),
  ]);
  const categories = await idsBySlug(trx, 'category', [
    ...merchants.map((m) => m.category),
    ...catalog.offers.flatMap((o) => (o.category ? [o.category] : [])),
  ]);
  const franchisors = await idsBySlug(
    trx,
    'franchisor',
    merchants.flatMap((m) => (m.franchisor ? [m.franchisor] : [])),
  );
  const merchantRows = merchants.map((m, index) => {
    const at = { section: 'merchants' as const, index };
    return {
      slug: m.slug,
      market_id: resolve(markets, m.market, { ...at, field: 'market', kind: 'market' }, resolver),
      category_id: resolve(
        categories,
        m.category,
        { ...at, field: 'category', kind: 'category' },
        resolver,
      ),
      franchisor_id: m.franchisor
        ? resolve(
            franchisors,
            m.franchisor,
            { ...at, field: 'franchisor', kind: 'franchisor' },
            resolver,
          )
        : null,
      title: m.title,
      latitude: m.latitude,
      longitude: m.longitude,
      address1: m.address1,
      address2: m.address2 ?? null,
      city: m.city,
      state: m.state,
      zip: m.zip,
      telephone: m.telephone ?? null,
      website: m.website ?? null,
      facebook_url: m.facebookUrl ?? null,
      twitter_url: m.twitterUrl ?? null,
      instagram_url: m.instagramUrl ?? null,
      app_store_url: m.appStoreUrl ?? null,
      play_store_url: m.playStoreUrl ?? null,
      logo: m.logo ?? null,
      // OPERATOR-12: the file's logo address replaces an uploaded logo.
      logo_media_id: null,
      updated_at: now,
    };
  });
  fail();
  await upsertBySlug(trx, 'merchant', merchantRows);
  // MERCHANT-12: a merchant marked as having left is retired; the others keep their state.
  await retireMerchantsBySlug(
    trx,
    merchants.flatMap((m) => (m.left === true ? [m.slug] : [])),
    now,
  );

  const merchantIds = await idsBySlug(trx, 'merchant', [
    ...catalog.offers.map((o) => o.merchant),
    ...catalog.ads.flatMap((a) => (a.merchant ? [a.merchant] : [])),
  ]);
  const places = await placesOfMerchants(trx, merchantIds.values());
  const editions = await editionsBySlug(
    trx,
    catalog.offers.flatMap((o) => (o.edition ? [o.edition] : [])),
  );
  const editionOf = (
    o: (typeof catalog.offers)[number],
    at: { section: 'offers'; index: number },
    marketId: number | undefined,
  ): number | null => {
    if (!o.edition) return null;
    const edition = editions.get(o.edition);
    const problem = !edition
      ? `unknown edition "${o.edition}"`
      : marketId !== undefined && edition.marketId !== marketId
        ? `"${o.edition}" is a book of another market than the merchant's`
        : null;
    if (problem !== null) {
      resolver.issues.push({ ...at, field: 'edition', message: problem });
    }
    return edition?.id ?? 0;
  };
  const endOf = (o: (typeof catalog.offers)[number]) =>
    o.adSpotOfferExpirationDate ? new Date(o.adSpotOfferExpirationDate).toISOString() : null;
  const editionEndingAt = await editionsForBookEnds(
    trx,
    catalog.offers.flatMap((o) => {
      const place = places.get(merchantIds.get(o.merchant) ?? 0);
      return o.edition || !place ? [] : [{ marketId: place.marketId, end: endOf(o) }];
    }),
    now,
  );
  const offerRows = catalog.offers.map((o, index) => {
    const at = { section: 'offers' as const, index };
    const merchantId = resolve(
      merchantIds,
      o.merchant,
      { ...at, field: 'merchant', kind: 'merchant' },
      resolver,
    );
    const place = places.get(merchantId);
    return {
      slug: o.slug,
      merchant_id: merchantId,
      category_id: o.category
        ? resolve(categories, o.category, { ...at, field: 'category', kind: 'category' }, resolver)
        : (place?.categoryId ?? 0),
      title: o.title,
      exclusion: o.exclusion,
      redemption_data_type_code: o.redemptionDataTypeCode,
      redemption_data: o.redemptionData,
      savings_cents: Math.round(o.savings * 100),
      // OPERATOR-13: the offer's book, named or the one ending at its date.
      edition_id: o.edition
        ? editionOf(o, at, place?.marketId)
        : place
          ? (editionEndingAt(place.marketId, endOf(o)) ?? null)
          : null,
      sort_order: o.sortOrder,
      // No rules at all are stored as none, so the lists can leave them out.
      rules: o.rules && Object.keys(o.rules).length > 0 ? JSON.stringify(o.rules) : null,
      updated_at: now,
    };
  });
  const adRows = catalog.ads.map((a, index) => {
    const at = { section: 'ads' as const, index };
    return {
      slug: a.slug,
      market_id: resolve(markets, a.market, { ...at, field: 'market', kind: 'market' }, resolver),
      title: a.title,
      image: a.image,
      image_media_id: null,
      merchant_id: a.merchant
        ? resolve(merchantIds, a.merchant, { ...at, field: 'merchant', kind: 'merchant' }, resolver)
        : null,
      sort_order: a.sortOrder,
    };
  });
  fail();
  await upsertBySlug(trx, 'offer', offerRows);
  await upsertBySlug(trx, 'mobile_ad', adRows);

  return {
    markets: catalog.markets.length,
    categories: catalog.categories.length,
    franchisors: catalog.franchisors.length,
    merchants: catalog.merchants.length,
    offers: catalog.offers.length,
    ads: catalog.ads.length,
    editions: catalog.editions.length,
  };
}
