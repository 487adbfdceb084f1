import { CatalogApi, inAreaAnswerSchema } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { readCatalogVersion } from '../src/modules/catalog/repositories/catalog-version-repo.ts';
import { warmClusterIndexes } from '../src/modules/catalog/services/cluster-warm-up-service.ts';
import { merchantCountsOfMarkets } from '../src/modules/catalog/repositories/in-area-repo.ts';
import {
  clusterCacheKey,
  mapClusterCache,
} from '../src/modules/catalog/services/in-area-service.ts';
import type { MerchantClusters } from '../src/modules/catalog/services/merchant-clusters.ts';
import { VersionedCache } from '../src/lib/versioned-cache.ts';
import { createMarketWithMerchants, type PlacedMerchant } from './factories/catalog.ts';
import { getJson } from './helpers/session.ts';
import { createTestApp, useTestApp, type TestApp } from './helpers/test-app.ts';

/** The test settings leave the warm-up off: this app shows what a map question does alone. */
const testApp = useTestApp();

const centre = { latitude: 35.0, longitude: -90.0 };

function placed(count: number, title: string): PlacedMerchant[] {
  return Array.from({ length: count }, (_unused, index) => ({
    title: `${title} ${String(index)}`,
    latitude: centre.latitude + (index % 7) * 0.001,
    longitude: centre.longitude + (index % 5) * 0.001,
  }));
}

/** The app's own cluster cache: the one the map's questions and the warm-up share. */
const clusterCacheOf = (app: TestApp['app']) => app.catalogCache.of(mapClusterCache);

/** The whole market's first map question, as the map asks it (every category). */
async function firstMapQuestion(app: TestApp['app'], marketId: number): Promise<number> {
  const box = `south=34.9&west=-90.1&north=35.1&east=-89.9&zoom=18`;
  const response = await getJson(
    app,
    `${CatalogApi.getMerchantsInArea.path}?marketId=${String(marketId)}&${box}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return inAreaAnswerSchema.parse(response.json()).merchants.length;
}

/** Waits until the app's cache holds every market's index at the catalogue's current version. */
async function untilWarm(app: TestApp['app'], db: Kysely<DB>): Promise<number[]> {
  const markets = (await merchantCountsOfMarkets(db)).filter((market) => market.merchants > 0);
  const version = await readCatalogVersion(db);
  const clusterCache = clusterCacheOf(app);
  await expect
    .poll(
      () => markets.map(({ marketId }) => clusterCache.versionOf(clusterCacheKey({ marketId }))),
      {
        timeout: 15_000,
      },
    )
    .toEqual(markets.map(() => version));
  return markets.map((market) => market.marketId);
}

describe('map cluster warm-up', () => {
  it('is off in tests unless asked: the first map question builds the index', async () => {
    const { app, db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, placed(4, 'Cold'));

    expect(clusterCacheOf(app).stats).toMatchObject({ entries: 0, loads: 0 });
    expect(await firstMapQuestion(app, marketId)).toBe(4);
    expect(clusterCacheOf(app).stats).toMatchObject({ entries: 1, loads: 1 });
  });

  it('after start and after an import, the first map question finds the index built', async () => {
    const { db, databaseUrl } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, placed(6, 'Started'));
    const warm = await createTestApp({
      config: { DATABASE_URL: databaseUrl, MAP_WARM_UP_SECONDS: '1' },
    });
    try {
      // After start: every market with merchants (the demo ones too) is built in the background.
      const markets = await untilWarm(warm.app, db);
      expect(markets).toContain(marketId);
      const builds = clusterCacheOf(warm.app).stats.loads;
      expect(builds).toBe(markets.length);
      expect(await firstMapQuestion(warm.app, marketId)).toBe(6);
      expect(clusterCacheOf(warm.app).stats.loads).toBe(builds);

      // An import through the real import path (what `npm run cli -- import` runs).
      const imported = await createMarketWithMerchants(db, centre, placed(3, 'Imported'));
      await untilWarm(warm.app, db);
      const rebuilt = clusterCacheOf(warm.app).stats.loads;
      expect(rebuilt).toBe(builds + markets.length + 1);
      expect(await firstMapQuestion(warm.app, imported.marketId)).toBe(3);
      expect(await firstMapQuestion(warm.app, marketId)).toBe(6);
      expect(clusterCacheOf(warm.app).stats.loads).toBe(rebuilt);
    } finally {
      await warm.close();
    }
  });

  it('warms only what the cache can hold, and a failing market is logged, not thrown', async () => {
    const { db } = testApp();
    const tiny = await createMarketWithMerchants(db, centre, placed(2, 'Tiny'));
    const counts = await merchantCountsOfMarkets(db);
    expect(counts.filter((market) => market.merchants > 0 && market.merchants <= 2)).toEqual([
      { marketId: tiny.marketId, merchants: 2 },
    ]);
    const warnings: unknown[] = [];
    const log = { warn: (details: object) => void warnings.push(details) };

    const small = new VersionedCache({ ...mapClusterCache, maxSize: 2 });
    const bounded = await warmClusterIndexes({ db, clusterCache: small }, log);
    expect(bounded.warmed).toEqual([tiny.marketId]);
    expect(bounded.skipped).toHaveLength(counts.filter((market) => market.merchants > 2).length);
    expect(small.stats).toMatchObject({ entries: 1, totalSize: 2 });
    expect(warnings).toEqual([]);

    const real = new VersionedCache({ ...mapClusterCache, maxSize: 1_000_000 });
    const failing = {
      maxSize: real.maxSize,
      get: async (key: string, version: number, load: () => Promise<MerchantClusters>) => {
        if (key === clusterCacheKey({ marketId: tiny.marketId }))
          throw new Error('index build failed');
        return real.get(key, version, load);
      },
    };
    const summary = await warmClusterIndexes({ db, clusterCache: failing }, log);
    expect(summary.failed).toEqual([tiny.marketId]);
    expect(summary.warmed).toHaveLength(counts.filter((market) => market.merchants > 2).length);
    expect(warnings).toEqual([
      expect.objectContaining({ marketId: tiny.marketId, err: expect.any(Error) }),
    ]);
  });
});
