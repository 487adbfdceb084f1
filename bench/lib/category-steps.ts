import { VersionedCache } from '../../apps/server/src/lib/versioned-cache.ts';
import { merchantListJson } from '../../apps/server/src/modules/catalog/services/merchant-list-json.ts';
import {
  merchantListCache,
  renderedList,
} from '../../apps/server/src/modules/catalog/services/merchant-list-service.ts';
import { nearestFirst } from '../../apps/server/src/lib/nearby.ts';
import { findMarket } from '../../apps/server/src/modules/market/repositories/market-repo.ts';
import { openBenchDatabase } from './db.ts';
import { median, roundToTenth, timed } from './timing.ts';

export interface CategoryStepsMs {
  renderOncePerVersionMs: number;
  versionAndCachedListMs: number;
  nearestFirstMs: number;
  jsonBytesMs: number;
}

/**
 * Where the real getCategory's time goes, step by step with the route's own functions, in this
 * process and without load (median of 20): rendering the list (the merchant, offer and franchise
 * queries, the mapping to the contract and its check), which happens once per catalogue version;
 * then what every answer does: read the catalogue version and take the list from memory, order it
 * nearest first, and write the JSON bytes. The bare route of bench/api-throughput.ts does none of
 * these.
 */
export async function categorySteps(
  databaseUrl: string,
  { marketId, categoryId }: { marketId: number; categoryId: number },
  position: { latitude: number; longitude: number },
): Promise<CategoryStepsMs> {
  const database = openBenchDatabase(databaseUrl);
  try {
    const market = await findMarket(database.db, marketId);
    if (!market) throw new Error('no market');
    const area = { centre: market, radiusMiles: market.radiusMiles };
    const filter = { marketId, categoryId };
    const steps: Record<keyof CategoryStepsMs, number[]> = {
      renderOncePerVersionMs: [],
      versionAndCachedListMs: [],
      nearestFirstMs: [],
      jsonBytesMs: [],
    };
    for (let i = 0; i < 20; i += 1) {
      const lists = {
        db: database.db,
        listCache: new VersionedCache({ ...merchantListCache, maxSize: Number.MAX_SAFE_INTEGER }),
      };
      steps.renderOncePerVersionMs.push(await timed(() => renderedList(lists, filter)));
      let began = performance.now();
      const list = await renderedList(lists, filter);
      steps.versionAndCachedListMs.push(performance.now() - began);
      began = performance.now();
      const ordered = nearestFirst(list, position, area);
      steps.nearestFirstMs.push(performance.now() - began);
      began = performance.now();
      merchantListJson(ordered, new Set());
      steps.jsonBytesMs.push(performance.now() - began);
    }
    return {
      renderOncePerVersionMs: roundToTenth(median(steps.renderOncePerVersionMs)),
      versionAndCachedListMs: roundToTenth(median(steps.versionAndCachedListMs)),
      nearestFirstMs: roundToTenth(median(steps.nearestFirstMs)),
      jsonBytesMs: roundToTenth(median(steps.jsonBytesMs)),
    };
  } finally {
    await database.close();
  }
}
