import { defineEndpoint } from '../endpoint.ts';
import { merchantResultsQuerySchema, merchantResultsSchema } from './merchant-results.ts';

/* MERCHANT-7: the merchant portal's results; it reads and changes nothing (ADR 0044). */

export const getMerchantResults = defineEndpoint({
  area: 'reports',
  name: 'getMerchantResults',
  method: 'GET',
  path: '/api/business/results',
  access: 'business',
  businessRoles: ['merchantAdmin'],
  query: merchantResultsQuerySchema,
  response: merchantResultsSchema,
  errors: [],
});
