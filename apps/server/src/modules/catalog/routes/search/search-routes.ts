import { SearchApi } from '@citybook/contract';
import { endpointRoutes } from '../../../../http/endpoint-routes.ts';
import { optionalUser } from '../../../../plugins/auth.ts';
import { searchMarket, searchVocabularyCache } from '../../services/search/search-service.ts';

/** Issue #17: the market search. */
export const searchRoutes = endpointRoutes(SearchApi, (app) => {
  const deps = { db: app.db, vocabularyCache: app.catalogCache.of(searchVocabularyCache) };
  return {
    searchMarket: async ({ query, request }) =>
      searchMarket(deps, query, await optionalUser(request)),
  };
});
