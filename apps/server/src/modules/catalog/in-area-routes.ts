import { InAreaApi } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { merchantsInArea } from './in-area-service.ts';
import { MerchantClusterCache } from './merchant-cluster-cache.ts';

/**
 * Merchants held by the map's cluster indexes, all indexes together: about 1 KB each (the map's
 * summary of a merchant plus supercluster's arrays), so about 300 MB at most (ADR 0021).
 */
const CLUSTERED_MERCHANTS = 300_000;

/** Issue #17 item 6: the map's in-area call. */
export const inAreaRoutes = endpointRoutes(InAreaApi, (app) => {
  const deps = { db: app.db, clusterCache: new MerchantClusterCache(CLUSTERED_MERCHANTS) };
  return {
    getMerchantsInArea: async ({ query }) => merchantsInArea(deps, query),
  };
});
