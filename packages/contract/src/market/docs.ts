import type { AreaDocs } from '../endpoint.ts';
import type * as MarketApi from './endpoints.ts';
import type { MarketErrors } from './error-answers.ts';

/**
 * The API reference's words for the market endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const marketDocs = {
  endpoints: {
    getMarkets: 'All markets.',
    getMarket: 'One market.',
    getMarketByGeolocation:
      'The market around a position; (0, 0) or a position outside every market: the default.',
    setMarket: 'Chooses the member’s market (the guest’s: for this session only).',
  },
  errors: {
    unknownMarket: 'No market has this id.',
    noMarketAtPosition: 'No market contains the position and the default market does not exist.',
    unknownEdition: 'No edition has this id.',
    editionYearTaken:
      'The market has an edition of this year already (shown on the year field): edit that one.',
  },
} as const satisfies AreaDocs<typeof MarketApi, typeof MarketErrors>;
