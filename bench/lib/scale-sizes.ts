import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { callUrls, type Call } from './scale-calls.ts';
import { fillScaleMarket } from './scale-market.ts';
import type { ScratchTarget } from './scale-scratch-databases.ts';

const vacuumAnalyze = CompiledQuery.raw('VACUUM ANALYZE');

/** One size, ready to answer: its scratch database and the real app on it. */
export interface PreparedSize {
  size: number;
  fillSeconds: number;
  app: FastifyInstance;
  urls: Record<Call, string>;
  release(): Promise<void>;
}

/** A fresh database on `target` with the demo data and the scale market of `size` merchants. */
export async function prepareSize(target: ScratchTarget, size: number): Promise<PreparedSize> {
  const scratch = await target.create(size);
  const release = async () => {
    if (process.env.BENCH_SCALE_KEEP === '1') process.stderr.write(`  kept ${scratch.url}\n`);
    else await scratch.drop();
  };
  try {
    const database = await prepareDatabase(scratch.url, { seed: true });
    const began = performance.now();
    const { marketId, categoryId } = await fillScaleMarket(database.db, size);
    // After such a load PostgreSQL's autovacuum would soon vacuum and analyse the table.
    if (database.dialect === 'postgres') await database.db.executeQuery(vacuumAnalyze);
    const fillSeconds = Math.round((performance.now() - began) / 100) / 10;
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-bench-no-web-')),
      RENEWAL_INTERVAL_MINUTES: '0',
    });
    const app = await buildApp({ config, database });
    await app.ready();
    process.stderr.write(
      `  ${target.dialect} ${String(size)}: filled in ${String(fillSeconds)} s\n`,
    );
    return {
      size,
      fillSeconds,
      app,
      urls: callUrls(marketId, categoryId),
      async release() {
        await app.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
