import type { AreaDocs } from '../endpoint.ts';
import type * as MarketConsoleApi from './console-endpoints.ts';

/** The API reference's words for the market's console endpoints (OPERATOR-9, OPERATOR-10). */
export const marketConsoleDocs = {
  endpoints: {
    getMarketGrid:
      'A page of the markets, sorted and filtered (name or slug; live or retired) on the server, with how many live merchants each has.',
    getMarketEditor: 'One market as its editor shows it, with its revision.',
    createMarket: 'Adds a market (its area and IANA time zone).',
    updateMarket:
      'Saves a market; refused with 409 when someone saved it since the given revision.',
    setMarketRetired:
      'Retires a market (no longer offered to members to choose, nor found by position) or brings it back.',
  },
  errors: {},
} as const satisfies AreaDocs<typeof MarketConsoleApi, object>;
