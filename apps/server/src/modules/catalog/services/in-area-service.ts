import type { InAreaAnswer, CatalogApi, QueryOf } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { NamedCache, VersionedCache } from '../../../lib/versioned-cache.ts';
import { requireMarket } from '../../market/index.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';
import { mapMerchantsOfMarket } from '../repositories/in-area-repo.ts';
import { MerchantClusters } from './merchant-clusters.ts';

/**
 * The map's cluster indexes, one per catalogue version, market and set of categories, kept while
 * the merchants they hold number at most 300,000 in all: about 1 KB each (the map's summary of a
 * merchant plus supercluster's arrays), so about 300 MB at most (ADR 0021). An index larger than
 * that is built for its question and not kept.
 */
export const mapClusterCache: NamedCache<MerchantClusters> = {
  name: 'map clusters',
  maxSize: 300_000,
  sizeOf: (clusters) => clusters.size,
};

/** What the map needs: the database and the cluster indexes (the warm-up fills the same). */
export interface ClusterDeps {
  db: Kysely<DB>;
  clusterCache: Pick<VersionedCache<MerchantClusters>, 'get'>;
}

/** Which index: a market, and the categories shown (absent: all). */
export interface ClusterKey {
  marketId: number;
  categoryIds?: readonly number[] | undefined;
}

/** The index's name in the cache: the same set of categories in any order is one index. */
export const clusterCacheKey = ({ marketId, categoryIds }: ClusterKey) =>
  `${String(marketId)}/${categoryIds ? [...new Set(categoryIds)].sort((a, b) => a - b).join(',') : '*'}`;

/**
 * The cluster index of the current catalogue version. Like the merchant lists, each use reads the
 * catalogue version (one row), so an import seen by any server rebuilds the index at the next
 * question; questions meanwhile share one build.
 */
export async function clusterIndex(
  { db, clusterCache }: ClusterDeps,
  key: ClusterKey,
): Promise<MerchantClusters> {
  // Read before the rows: a change after this read makes the index stale, never wrongly fresh.
  const version = await readCatalogVersion(db);
  return clusterCache.get(
    clusterCacheKey(key),
    version,
    async () => new MerchantClusters(await mapMerchantsOfMarket(db, key.marketId, key.categoryIds)),
  );
}

/** Issue #17 item 6: what a map of the market shows in a box at a zoom. */
export async function merchantsInArea(
  deps: ClusterDeps,
  query: QueryOf<typeof CatalogApi.getMerchantsInArea>,
): Promise<InAreaAnswer> {
  const { marketId, categoryIds, south, west, north, east, zoom } = query;
  await requireMarket(deps.db, marketId);
  if (categoryIds?.length === 0) {
    return { clusters: [], merchants: [], inView: { count: 0, merchants: [] } };
  }
  const clusters = await clusterIndex(deps, { marketId, categoryIds });
  return clusters.inArea({ south, west, north, east }, zoom);
}
