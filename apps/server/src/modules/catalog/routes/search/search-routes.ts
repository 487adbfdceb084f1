import { SearchApi } from '@citybook/contract';
import { endpointRoutes } from '../../../../http/endpoint-routes.ts';
import { optionalUser } from '../../../../plugins/auth.ts';
import { searchMarket } from '../../services/search/search-service.ts';

/** Issue #17: the market search. */
export const searchRoutes = endpointRoutes(SearchApi, (app) => ({
  searchMarket: async ({ query, request }) =>
    searchMarket(app.db, query, await optionalUser(request)),
}));
