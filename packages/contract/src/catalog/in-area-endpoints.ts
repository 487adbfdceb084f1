import { defineEndpoint } from '../endpoint.ts';
import { MarketErrors } from '../market/error-answers.ts';
import { inAreaAnswerSchema, inAreaQuerySchema } from './in-area.ts';

/**
 * Issue #17 item 6: the map asks only for what it shows. Apart from CatalogApi so that only the
 * map's download carries it.
 */
export const getMerchantsInArea = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsInArea',
  method: 'GET',
  path: '/api/merchant/inArea',
  access: 'anyone',
  query: inAreaQuerySchema,
  response: inAreaAnswerSchema,
  errors: [MarketErrors.unknownMarket],
});
