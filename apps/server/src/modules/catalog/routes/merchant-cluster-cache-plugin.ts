import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MerchantClusterCache } from '../services/merchant-cluster-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The map's cluster indexes: the in-area call reads them, the warm-up fills them. */
    clusterCache: MerchantClusterCache;
  }
}

/**
 * Merchants held by the map's cluster indexes, all indexes together: about 1 KB each (the map's
 * summary of a merchant plus supercluster's arrays), so about 300 MB at most (ADR 0021).
 */
const CLUSTERED_MERCHANTS = 300_000;

/** One cluster cache per server process. */
export const merchantClusterCachePlugin = fp(function merchantClusterCache(app: FastifyInstance) {
  app.decorate('clusterCache', new MerchantClusterCache(CLUSTERED_MERCHANTS));
});
