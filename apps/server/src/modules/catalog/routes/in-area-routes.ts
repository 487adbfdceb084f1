import type { CatalogApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { mapClusterCache, merchantsInArea } from '../services/in-area-service.ts';

/** CATALOG-18: the map's in-area call. */
export function inAreaHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof CatalogApi>, 'getMerchantsInArea'> {
  const deps = { db: app.db, clusterCache: app.catalogCache.of(mapClusterCache) };
  return {
    getMerchantsInArea: async ({ query }) => merchantsInArea(deps, query),
  };
}
