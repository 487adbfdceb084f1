import { CatalogConsoleApi, RedemptionDataType } from '@citybook/contract/catalog';
import type { OfferEditor, OfferGridRow } from '@citybook/contract/catalog';
import { MarketConsoleApi } from '@citybook/contract/market';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { AUSTIN, DINING } from '../merchants/catalog-fixtures.test-helper.ts';

let next = 900;

/** Austin's book editions, newest first, as the edition grid answers them. */
export const EDITION_2027 = { id: 72, name: 'Austin 2027', year: 2027 };
export const EDITION_2026 = { id: 71, name: 'Austin 2026', year: 2026 };

/** The editions and the time zone of the merchant's market. */
export function answerOfferMarket(editions = [EDITION_2027, EDITION_2026]) {
  server.use(
    apiHandler(MarketConsoleApi.getEditionGrid, () => ({
      rows: editions.map((edition) => ({
        ...edition,
        slug: `edition-${String(edition.id)}`,
        marketId: AUSTIN.id,
        marketTitle: AUSTIN.title,
        onSaleAt: `${String(edition.year)}-01-01T06:00:00.000Z`,
        validUntil: `${String(edition.year + 1)}-01-01T05:59:59.000Z`,
        offers: 3,
      })),
      total: editions.length,
      page: 1,
      pageSize: 100,
    })),
    apiHandler(MarketConsoleApi.getMarketEditor, () => ({
      ...AUSTIN,
      revision: 1,
      retiredAt: null,
      slug: 'austin',
      latitude: 30.27,
      longitude: -97.74,
      radiusMiles: 30,
      timeZone: 'America/Chicago',
    })),
  );
}

/** A stored offer as its editor reads it, unique per call. */
export function anOfferEditor(overrides: Partial<OfferEditor> = {}): OfferEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `offer-${String(next)}`,
    merchantId: 501,
    merchantTitle: 'Taco Town',
    marketId: AUSTIN.id,
    categoryId: DINING.id,
    editionId: EDITION_2027.id,
    title: `Offer ${String(next)}`,
    exclusion: 'One per table.',
    redemptionDataTypeCode: RedemptionDataType.text,
    redemptionData: 'TACO2',
    savings: 7.5,
    sortOrder: 0,
    rules: null,
    redemptions: 0,
    updatedAt: '2026-11-26T16:30:00.000Z',
    ...overrides,
  };
}

/** A row of the offer grid, unique per call. */
export function anOfferRow(overrides: Partial<OfferGridRow> = {}): OfferGridRow {
  next += 1;
  return {
    id: next,
    slug: `offer-${String(next)}`,
    title: `Offer ${String(next)}`,
    merchantId: 501,
    merchantTitle: 'Taco Town',
    marketId: AUSTIN.id,
    editionId: EDITION_2027.id,
    editionName: EDITION_2027.name,
    savings: 7.5,
    retired: false,
    updatedAt: '2026-11-26T16:30:00.000Z',
    ...overrides,
  };
}

/** The stored offer, as the server holds it now. */
export function answerOfferEditor(stored: { current: OfferEditor }) {
  server.use(apiHandler(CatalogConsoleApi.getOfferEditor, () => stored.current));
}
