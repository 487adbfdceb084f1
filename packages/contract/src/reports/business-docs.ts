import type { AreaDocs } from '../endpoint.ts';
import type * as ReportsBusinessApi from './business-endpoints.ts';

/** The API reference's words for the merchant portal's results (MERCHANT-7). */
export const reportsBusinessDocs = {
  endpoints: {
    getMerchantResults:
      'The organisation’s redemptions from `from` to `to` (YYYY-MM-DD, both included, at most 366 days, each location counted in its market’s time zone), for all its locations or the one `merchantId`: by day, offer and location, checked at the counter or not, members’ savings, and how many members came more than once (a count, never who). 403 for a location not the organisation’s.',
  },
  errors: {},
} as const satisfies AreaDocs<typeof ReportsBusinessApi, object>;
