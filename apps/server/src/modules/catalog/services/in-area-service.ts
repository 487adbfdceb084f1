import type { InAreaAnswer, InAreaApi, QueryOf } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { requireMarket } from '../../market/index.ts';
import type { MerchantClusterCache } from './merchant-cluster-cache.ts';

/** Issue #17 item 6: what a map of the market shows in a box at a zoom. */
export async function merchantsInArea(
  { db, clusterCache }: { db: Kysely<DB>; clusterCache: MerchantClusterCache },
  query: QueryOf<typeof InAreaApi.getMerchantsInArea>,
): Promise<InAreaAnswer> {
  const { marketId, categoryIds, south, west, north, east, zoom } = query;
  await requireMarket(db, marketId);
  if (categoryIds?.length === 0) return { clusters: [], merchants: [] };
  const clusters = await clusterCache.clusters(db, { marketId, categoryIds });
  return clusters.inArea({ south, west, north, east }, zoom);
}
