import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MerchantForm } from '@citybook/contract';
import type { DB } from '../../src/db/schema.ts';
import type { CatalogFile } from '../../src/modules/catalog/index.ts';
import { importCatalog } from '../../src/modules/catalog/index.ts';

export interface PlacedMerchant {
  title: string;
  latitude: number;
  longitude: number;
  franchisor?: string;
  offers?: number;
  expired?: boolean;
}

/** A market of its own (unique slugs) with merchants at the given places, through the import. */
export async function createMarketWithMerchants(
  db: Kysely<DB>,
  centre: { latitude: number; longitude: number; radiusMiles?: number },
  merchants: PlacedMerchant[],
  category = 'dining',
) {
  const tag = randomUUID().slice(0, 8);
  const market = `test-${tag}`;
  const franchisors = [...new Set(merchants.flatMap((m) => (m.franchisor ? [m.franchisor] : [])))];
  const file: CatalogFile = {
    markets: [
      {
        slug: market,
        title: `Test ${tag}`,
        latitude: centre.latitude,
        longitude: centre.longitude,
        radiusMiles: centre.radiusMiles ?? 30,
      },
    ],
    franchisors: franchisors.map((name) => ({ slug: `${name}-${tag}`, title: name })),
    merchants: merchants.map((m, index) => ({
      slug: `${market}-m${index}`,
      market,
      category,
      franchisor: m.franchisor ? `${m.franchisor}-${tag}` : null,
      title: m.title,
      latitude: m.latitude,
      longitude: m.longitude,
      address1: `${100 + index} Test St`,
      city: 'Testville',
      state: 'TX',
      zip: '78701',
      telephone: '5125550100',
      website: 'www.test.example',
      adSpotOfferExpirationDate: m.expired ? '2020-01-01T00:00:00Z' : '2099-01-01T00:00:00Z',
    })),
    offers: merchants.flatMap((m, index) =>
      Array.from({ length: m.offers ?? 1 }, (_unused, n) => ({
        slug: `${market}-m${index}-o${n}`,
        merchant: `${market}-m${index}`,
        title: `Offer ${n + 1} of ${m.title}`,
        exclusion: 'One per visit.',
        redemptionDataTypeCode: 1,
        redemptionData: `CODE-${n}`,
        savings: 5 + n,
        adSpotOfferExpirationDate: m.expired ? '2020-01-01T00:00:00Z' : '2099-01-01T00:00:00Z',
        sortOrder: n,
      })),
    ),
  };
  await importCatalog(db, file, 'test');
  const row = await db
    .selectFrom('market')
    .select('id')
    .where('slug', '=', market)
    .executeTakeFirstOrThrow();
  const category_ = await db
    .selectFrom('category')
    .select('id')
    .where('slug', '=', category)
    .executeTakeFirstOrThrow();
  return { marketId: row.id, categoryId: category_.id, slug: market };
}

/**
 * A merchant editor's form (OPERATOR-10) of a place in Austin with no links: what a console test
 * sends to add or change a merchant, its names and choices given.
 */
export function aMerchantForm(
  form: Pick<MerchantForm, 'slug' | 'title' | 'marketId' | 'categoryId'> & Partial<MerchantForm>,
): MerchantForm {
  return {
    franchisorId: null,
    latitude: 30.27,
    longitude: -97.74,
    address1: '1 Main St',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    telephone: '',
    website: '',
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    appStoreUrl: '',
    playStoreUrl: '',
    ...form,
  };
}
