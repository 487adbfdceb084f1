import { InAreaApi, inAreaAnswerSchema } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { readCatalogVersion } from '../src/modules/catalog/repositories/catalog-version-repo.ts';
import { warmClusterIndexes } from '../src/modules/catalog/services/cluster-warm-up-service.ts';
import { merchantCountsOfMarkets } from '../src/modules/catalog/repositories/in-area-repo.ts';
import {
  MerchantClusterCache,
  type ClusterKey,
} from '../src/modules/catalog/services/merchant-cluster-cache.ts';
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

/** The whole market's first map question, as the map asks it (every category). */
async function firstMapQuestion(app: TestApp['app'], marketId: number): Promise<number> {
  const box = `south=34.9&west=-90.1&north=35.1&east=-89.9&zoom=18`;
  const response = await getJson(
    app,
    `${InAreaApi.getMerchantsInArea.path}?marketId=${String(marketId)}&${box}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return inAreaAnswerSchema.parse(response.json()).merchants.length;
}

/** Waits until the app's cache holds every market's index at the catalogue's current version. */
async function untilWarm(app: TestApp['app'], db: Kysely<DB>): Promise<number[]> {
  const markets = (await merchantCountsOfMarkets(db)).filter((market) => market.merchants > 0);
  const version = await readCatalogVersion(db);
  const key = (marketId: number): ClusterKey => ({ marketId });
  await expect
    .poll(() => markets.map(({ marketId }) => app.clusterCache.versionOf(key(marketId))), {
      timeout: 15_000,
    })
    .toEqual(markets.map(() => version));
  return markets.map((market) => market.marketId);
}

describe('map cluster warm-up', () => {
  it('is off in tests unless asked: the first map question builds the index', async () => {
    const { app, db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, placed(4, 'Cold'));

    expect(app.clusterCache.size).toMatchObject({ indexes: 0, builds: 0 });
    expect(await firstMapQuestion(app, marketId)).toBe(4);
    expect(app.clusterCache.size).toMatchObject({ indexes: 1, builds: 1 });
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
      const builds = warm.app.clusterCache.size.builds;
      expect(builds).toBe(markets.length);
      expect(await firstMapQuestion(warm.app, marketId)).toBe(6);
      expect(warm.app.clusterCache.size.builds).toBe(builds);

      // An import through the real import path (what `npm run cli -- import` runs).
      const imported = await createMarketWithMerchants(db, centre, placed(3, 'Imported'));
      await untilWarm(warm.app, db);
      const rebuilt = warm.app.clusterCache.size.builds;
      expect(rebuilt).toBe(builds + markets.length + 1);
      expect(await firstMapQuestion(warm.app, imported.marketId)).toBe(3);
      expect(await firstMapQuestion(warm.app, marketId)).toBe(6);
      expect(warm.app.clusterCache.size.builds).toBe(rebuilt);
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

    const small = new MerchantClusterCache(2);
    const bounded = await warmClusterIndexes({ db, clusterCache: small }, log);
    expect(bounded.warmed).toEqual([tiny.marketId]);
    expect(bounded.skipped).toHaveLength(counts.filter((market) => market.merchants > 2).length);
    expect(small.size).toMatchObject({ indexes: 1, merchants: 2 });
    expect(warnings).toEqual([]);

    const real = new MerchantClusterCache(1_000_000);
    const failing = {
      maxMerchants: real.maxMerchants,
      clusters: async (database: Kysely<DB>, key: ClusterKey) => {
        if (key.marketId === tiny.marketId) throw new Error('index build failed');
        return real.clusters(database, key);
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
