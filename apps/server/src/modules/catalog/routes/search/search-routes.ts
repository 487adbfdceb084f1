import type { CatalogApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../../http/endpoint-routes.ts';
import { optionalUser } from '../../../../plugins/auth.ts';
import { searchMarket, searchVocabularyCache } from '../../services/search/search-service.ts';

/** CATALOG-19: the market search. */
export function searchHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof CatalogApi>, 'searchMarket'> {
  const deps = { db: app.db, vocabularyCache: app.catalogCache.of(searchVocabularyCache) };
  return {
    searchMarket: async ({ query, request }) =>
      searchMarket(deps, query, await optionalUser(request)),
  };
}
