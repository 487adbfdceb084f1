import { InAreaApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { mapClusterCache, merchantsInArea } from '../services/in-area-service.ts';

/** Issue #17 item 6: the map's in-area call. */
export const inAreaRoutes = endpointRoutes(InAreaApi, (app) => {
  const deps = { db: app.db, clusterCache: app.catalogCache.of(mapClusterCache) };
  return {
    getMerchantsInArea: async ({ query }) => merchantsInArea(deps, query),
  };
});
