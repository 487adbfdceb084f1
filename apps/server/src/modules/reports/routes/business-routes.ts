import { ReportsBusinessApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { merchantResults } from '../services/merchant-results-service.ts';

/** The merchant portal's results (MERCHANT-7): reads only, so nothing is audited. */
export const reportsBusinessRoutes = endpointRoutes(ReportsBusinessApi, (app) => ({
  getMerchantResults: async ({ query, business }) => merchantResults(app.db, business, query),
}));
