import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEverySeconds } from '../../../lib/interval-job.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';
import { warmClusterIndexes } from '../services/cluster-warm-up-service.ts';
import { mapClusterCache } from '../services/in-area-service.ts';

/**
 * Builds the map's cluster indexes in the background once the server is ready, and again whenever
 * the catalogue's version has moved (an import by `npm run cli -- import`, by this process or
 * another), checked every MAP_WARM_UP_SECONDS (0: off). Start-up and imports never wait
 * for it (ADR 0024).
 */
export const clusterWarmUpSchedulerPlugin = fp(function clusterWarmUpScheduler(
  app: FastifyInstance,
) {
  // The map's own cache: what is warmed here is what its questions find.
  const deps = { db: app.db, clusterCache: app.catalogCache.of(mapClusterCache) };
  let warmedVersion: number | undefined;
  runEverySeconds(app, app.config.MAP_WARM_UP_SECONDS, 'map cluster warm-up', async () => {
    let version: number;
    try {
      version = await readCatalogVersion(app.db);
    } catch (error) {
      app.log.warn({ err: error }, 'map cluster warm-up: could not read the catalogue version');
      return;
    }
    if (version === warmedVersion) return;
    const summary = await warmClusterIndexes(deps, app.log);
    warmedVersion = version;
    app.log.info({ version, ...summary }, 'map cluster indexes warmed');
  });
});
