import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { CompiledQuery } from 'kysely';
import {
  createTestDatabase,
  startInProcess,
  type DatabaseServer,
  type InProcessApp,
} from '@citybook/server/test-support';
import { callUrls, type Call } from './scale-calls.ts';
import { fillScaleMarket } from './scale-market.ts';

const vacuumAnalyze = CompiledQuery.raw('VACUUM ANALYZE');

/** One size, ready to answer: its scratch database and the real app on it. */
export interface PreparedSize {
  size: number;
  fillSeconds: number;
  app: FastifyInstance;
  /** The app's database, for what is timed below HTTP (the console's grid service). */
  db: Kysely<DB>;
  marketId: number;
  urls: Record<Call, string>;
  release(): Promise<void>;
}

/** A fresh database on `target` with the demo data and the scale market of `size` merchants. */
export async function prepareSize(target: DatabaseServer, size: number): Promise<PreparedSize> {
  const scratch = await createTestDatabase({
    server: target,
    content: 'seeded',
    label: `bench_scale_${String(size)}`,
  });
  const release = async () => {
    if (process.env.BENCH_SCALE_KEEP === '1') process.stderr.write(`  kept ${scratch.url}\n`);
    else await scratch.drop();
  };
  let started: InProcessApp | undefined;
  try {
    // The real app in this process (no built SPA, renewals off), on the demo data.
    started = await startInProcess({ databaseUrl: scratch.url });
    const { app, database } = started;
    const began = performance.now();
    const { marketId, categoryId } = await fillScaleMarket(database.db, size);
    // After such a load PostgreSQL's autovacuum would soon vacuum and analyse the table.
    if (database.dialect === 'postgres') await database.db.executeQuery(vacuumAnalyze);
    const fillSeconds = Math.round((performance.now() - began) / 100) / 10;
    process.stderr.write(
      `  ${target.dialect} ${String(size)}: filled in ${String(fillSeconds)} s\n`,
    );
    return {
      size,
      fillSeconds,
      app,
      db: database.db,
      marketId,
      urls: callUrls(marketId, categoryId),
      async release() {
        await app.close();
        await release();
      },
    };
  } catch (error) {
    await started?.close();
    await release();
    throw error;
  }
}
