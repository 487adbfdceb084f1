import { defineEndpoint } from '../endpoint.ts';
import { MarketErrors } from '../market/error-answers.ts';
import { searchQuerySchema, searchResultListSchema } from './search.ts';

/** Issue #17: search the market's merchants and offers, best match first, then nearest. */
export const searchMarket = defineEndpoint({
  area: 'catalog',
  name: 'searchMarket',
  method: 'GET',
  path: '/api/search',
  access: 'anyone',
  query: searchQuerySchema,
  response: searchResultListSchema,
  errors: [MarketErrors.unknownMarket],
});
