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
    getEditionGrid:
      'A page of the book editions, sorted and filtered (a part of the name or slug; market; year) on the server, with how many offers each has.',
    getEditionEditor:
      'One edition as its editor shows it (dates in UTC; no end: null), with its revision and how many offers and printed codes are of it.',
    createEdition:
      'Adds a market’s book edition of a year; refused with 409 on the year when the market has one of that year.',
    updateEdition:
      'Saves an edition’s name, year and dates; a new valid-until moves the end of its offers on the members’ lists and of the activations its unused codes give. Refused with 409 when someone saved it since the given revision.',
  },
  errors: {},
} as const satisfies AreaDocs<typeof MarketConsoleApi, object>;
