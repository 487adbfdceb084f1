import { MarketConsoleApi } from '@citybook/contract/market';
import type {
  EditionEditor,
  EditionGridRow,
  MarketEditor,
  MarketGridRow,
} from '@citybook/contract/market';
import { apiHandler } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';

let next = 300;

/** A row of the market grid, unique per call. */
export function aMarketRow(overrides: Partial<MarketGridRow> = {}): MarketGridRow {
  next += 1;
  return {
    id: next,
    slug: `market-${String(next)}`,
    title: `Market ${String(next)}`,
    timeZone: 'America/Chicago',
    radiusMiles: 30,
    liveMerchants: 20,
    retired: false,
    ...overrides,
  };
}

/** A stored market as its editor reads it, unique per call. */
export function aMarketEditor(overrides: Partial<MarketEditor> = {}): MarketEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `market-${String(next)}`,
    title: `Market ${String(next)}`,
    latitude: 30.2672,
    longitude: -97.7431,
    radiusMiles: 30,
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

export const AUSTIN = aMarketRow({
  title: 'Austin, TX',
  slug: 'austin',
  timeZone: 'America/Chicago',
});
export const DENVER = aMarketRow({
  title: 'Denver, CO',
  slug: 'denver',
  timeZone: 'America/Denver',
});

/** The market grid as the choices of a filter or a form read it. */
export function answerMarkets(rows: MarketGridRow[] = [AUSTIN, DENVER]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(MarketConsoleApi.getMarketGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 100 };
    }),
  );
  return asked;
}

/** A row of the edition grid, unique per call: Austin's book of 2027. */
export function anEditionRow(overrides: Partial<EditionGridRow> = {}): EditionGridRow {
  next += 1;
  return {
    id: next,
    slug: `edition-${String(next)}`,
    name: `Edition ${String(next)}`,
    year: 2027,
    marketId: AUSTIN.id,
    marketTitle: AUSTIN.title,
    onSaleAt: '2026-09-01T05:00:00.000Z',
    validUntil: '2028-01-01T05:59:59.000Z',
    offers: 120,
    ...overrides,
  };
}

/** A stored edition as its editor reads it, unique per call. */
export function anEditionEditor(overrides: Partial<EditionEditor> = {}): EditionEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    marketId: AUSTIN.id,
    marketTitle: AUSTIN.title,
    slug: `edition-${String(next)}`,
    name: `Edition ${String(next)}`,
    year: 2027,
    onSaleAt: '2026-09-01T05:00:00.000Z',
    validUntil: '2028-01-01T05:59:00.000Z',
    offers: 120,
    codes: 500,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
