import type { VersionedCache } from '../../../lib/versioned-cache.ts';
import { merchantCountsOfMarkets } from '../repositories/in-area-repo.ts';
import { clusterIndex, type ClusterDeps } from './in-area-service.ts';
import type { MerchantClusters } from './merchant-clusters.ts';

/** Where a failed market is told (the server's log). */
export interface WarmUpLog {
  warn(object: object, message: string): void;
}

export interface WarmUpSummary {
  /** Market ids whose index (all categories) is now built. */
  warmed: number[];
  /** Market ids left for their first map question: they would not fit in the cache. */
  skipped: number[];
  /** Market ids whose build failed (logged); the first map question tries again. */
  failed: number[];
}

/**
 * Builds, market by market, the cluster index the map asks for first (every category), so that
 * the first map after a start or an import does not wait for it (ADR 0024). One market at a time,
 * so that the server's requests keep their share of the CPU; only as many merchants as the cache
 * holds, so that warming never evicts what it has just built. Never throws: a failed market is
 * logged as a warning and left to its first question.
 */
export async function warmClusterIndexes(
  deps: ClusterDeps & { clusterCache: Pick<VersionedCache<MerchantClusters>, 'maxSize'> },
  log: WarmUpLog,
): Promise<WarmUpSummary> {
  const summary: WarmUpSummary = { warmed: [], skipped: [], failed: [] };
  let markets: { marketId: number; merchants: number }[];
  try {
    markets = await merchantCountsOfMarkets(deps.db);
  } catch (error) {
    log.warn({ err: error }, 'map cluster warm-up: could not list the markets');
    return summary;
  }
  let room = deps.clusterCache.maxSize;
  for (const { marketId, merchants } of markets) {
    if (merchants === 0) continue;
    if (merchants > room) {
      summary.skipped.push(marketId);
      continue;
    }
    try {
      await clusterIndex(deps, { marketId });
      room -= merchants;
      summary.warmed.push(marketId);
    } catch (error) {
      log.warn({ err: error, marketId }, 'map cluster warm-up: the market’s index failed');
      summary.failed.push(marketId);
    }
  }
  return summary;
}
