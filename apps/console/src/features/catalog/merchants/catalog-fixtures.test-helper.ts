import { CatalogApi, CatalogConsoleApi, CatalogMediaConsoleApi } from '@citybook/contract/catalog';
import type { MerchantEditor, MerchantGridRow, MerchantPhotos } from '@citybook/contract/catalog';
import { MarketConsoleApi } from '@citybook/contract/market';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';

let next = 500;

export const AUSTIN = { id: 1, title: 'Austin' };
export const DINING = { id: 2, title: 'Dining' };
export const COFFEE = { id: 3, title: 'Coffee & treats' };
export const BURGER_CO = { id: 4, title: 'Burger Co' };

/** The markets, categories and franchises the editor offers. */
export function answerChoices() {
  server.use(
    apiHandler(MarketConsoleApi.getMarketGrid, () => ({
      rows: [
        {
          ...AUSTIN,
          slug: 'austin',
          timeZone: 'America/Chicago',
          radiusMiles: 30,
          liveMerchants: 10,
          retired: false,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    })),
    apiHandler(CatalogConsoleApi.getCategoryGrid, () => ({
      rows: [DINING, COFFEE].map((each, index) => ({
        ...each,
        slug: `category-${String(each.id)}`,
        icon: '/icons/categories/dining.svg',
        sortOrder: index,
        liveMerchants: 3,
        retired: false,
      })),
      total: 2,
      page: 1,
      pageSize: 100,
    })),
    apiHandler(CatalogConsoleApi.getFranchisorGrid, () => ({
      rows: [{ ...BURGER_CO, slug: 'burger-co', liveMerchants: 2, retired: false }],
      total: 1,
      page: 1,
      pageSize: 100,
    })),
  );
}

/** A row of the merchant grid, unique per call. */
export function aMerchantRow(overrides: Partial<MerchantGridRow> = {}): MerchantGridRow {
  next += 1;
  return {
    id: next,
    slug: `merchant-${String(next)}`,
    title: `Merchant ${String(next)}`,
    marketId: AUSTIN.id,
    marketTitle: AUSTIN.title,
    categoryId: DINING.id,
    categoryTitle: DINING.title,
    franchisorId: null,
    address1: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    retired: false,
    updatedAt: '2026-11-26T16:30:00.000Z',
    ...overrides,
  };
}

/** A stored merchant as its editor reads it, unique per call. */
export function aMerchantEditor(overrides: Partial<MerchantEditor> = {}): MerchantEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `merchant-${String(next)}`,
    title: `Merchant ${String(next)}`,
    marketId: AUSTIN.id,
    categoryId: DINING.id,
    franchisorId: null,
    latitude: 30.2672,
    longitude: -97.7431,
    address1: '100 Congress Ave',
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
    logo: null,
    updatedAt: '2026-11-26T16:30:00.000Z',
    ...overrides,
  };
}

/** A tile address the tests answer with a blank image (nothing leaves the machine). */
export const TEST_TILE_URL = '/tiles/{z}/{x}/{y}.png';

/**
 * What a stored merchant's editor asks besides the merchant: its photos (these), the map's tiles
 * and its market's centre (OPERATOR-10, OPERATOR-12).
 */
export function answerMerchantExtras(photos: MerchantPhotos['photos'] = []) {
  server.use(
    apiHandler(CatalogMediaConsoleApi.getMerchantPhotos, () => ({ photos })),
    // MERCHANT-14: a merchant without opening hours.
    apiHandler(CatalogConsoleApi.getMerchantHours, ({ params }) => ({
      merchantId: Number(params.id),
      title: 'A merchant',
      timeZone: 'America/Chicago',
      today: '2031-03-10',
      revision: 1,
      openingHours: null,
    })),
    apiHandler(CatalogApi.getMapConfig, () => ({
      tileUrl: TEST_TILE_URL,
      tileAttribution: '© Test tiles',
    })),
    apiHandler(MarketConsoleApi.getMarketEditor, () => ({
      ...AUSTIN,
      revision: 1,
      retiredAt: null,
      slug: 'austin',
      latitude: 30.2672,
      longitude: -97.7431,
      radiusMiles: 30,
      timeZone: 'America/Chicago',
    })),
  );
}
