/**
 * What the market search's index costs a catalogue import (issue #17): the scale market of
 * 10,000 merchants (BENCH_IMPORT_SIZE) imported through the real import service
 * (`importCatalog`: validation, then upserts in chunks of 200 in one transaction), once on a fresh
 * database (every row new) and again (every row updated), with the search triggers of migration
 * 0014 in place and with them dropped, on SQLite and, with BENCH_DATABASE_URL=postgres://…, on
 * PostgreSQL. Each round is a fresh database with the demo data; the rounds alternate with and
 * without (with, without, without, with, …) so that a shared machine's load weighs on both alike.
 *
 * Usage: npm run bench:import-search   (BENCH_IMPORT_ROUNDS=3, BENCH_IMPORT_SIZE=10000)
 */
import { createTestDatabase, SQLITE, type DatabaseServer } from '@citybook/server/test-support';
import { importCatalog } from '../apps/server/src/modules/catalog/index.ts';
import { openBenchDatabase } from './lib/db.ts';
import { report } from './lib/results.ts';
import { scaleMarketCatalog } from './lib/scale-catalog.ts';
import { dropSearchTriggers } from './lib/search-triggers.ts';
import { median, roundToTenth, timed } from './lib/timing.ts';

const SIZE = Number(process.env.BENCH_IMPORT_SIZE ?? '10000');
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? '3');

interface Round {
  triggers: boolean;
  importMs: number;
  reimportMs: number;
}

interface DialectFigures {
  rounds: Round[];
  /** Medians in ms, and with/without. */
  import: { withMs: number; withoutMs: number; ratio: number };
  reimport: { withMs: number; withoutMs: number; ratio: number };
  dropped: string[];
}

async function importRound(
  target: DatabaseServer,
  triggers: boolean,
): Promise<{ round: Round; dropped: string[] }> {
  const scratch = await createTestDatabase({
    server: target,
    content: 'seeded',
    label: `bench_import_${triggers ? 'with' : 'without'}`,
  });
  const database = openBenchDatabase(scratch.url);
  try {
    const dropped = triggers ? [] : await dropSearchTriggers(database.db, database.dialect);
    const catalog = scaleMarketCatalog(SIZE);
    const importMs = await timed(() => importCatalog(database.db, catalog, 'bench'));
    const reimportMs = await timed(() => importCatalog(database.db, catalog, 'bench'));
    return { round: { triggers, importMs, reimportMs }, dropped };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

function compare(rounds: Round[], pick: (round: Round) => number) {
  const withMs = median(rounds.filter((r) => r.triggers).map(pick));
  const withoutMs = median(rounds.filter((r) => !r.triggers).map(pick));
  return {
    withMs: Math.round(withMs),
    withoutMs: Math.round(withoutMs),
    ratio: Math.round((withMs / withoutMs) * 100) / 100,
  };
}

async function measure(target: DatabaseServer): Promise<DialectFigures> {
  const rounds: Round[] = [];
  let dropped: string[] = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    // with, without, then without, with: neither always goes first.
    const order = n % 2 === 0 ? [true, false] : [false, true];
    for (const triggers of order) {
      const result = await importRound(target, triggers);
      rounds.push(result.round);
      if (!triggers) dropped = result.dropped;
      process.stderr.write(
        `  ${target.dialect} ${triggers ? 'with' : 'without'} triggers: import ` +
          `${String(roundToTenth(result.round.importMs))} ms, again ` +
          `${String(roundToTenth(result.round.reimportMs))} ms\n`,
      );
    }
  }
  return {
    rounds,
    import: compare(rounds, (r) => r.importMs),
    reimport: compare(rounds, (r) => r.reimportMs),
    dropped,
  };
}

async function main(): Promise<void> {
  const targets: DatabaseServer[] = [SQLITE];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) targets.push({ dialect: 'postgres', adminUrl });
  const catalog = scaleMarketCatalog(SIZE);
  const results: Record<string, DialectFigures> = {};
  for (const target of targets) results[target.dialect] = await measure(target);

  const text = Object.entries(results)
    .map(
      ([dialect, r]) =>
        `${dialect}: import ${String(r.import.withMs)} ms with the search triggers, ` +
        `${String(r.import.withoutMs)} ms without (×${String(r.import.ratio)}); again (updates) ` +
        `${String(r.reimport.withMs)} / ${String(r.reimport.withoutMs)} ms (×${String(r.reimport.ratio)})`,
    )
    .join('; ');
  report(
    'import-search',
    {
      merchants: catalog.merchants?.length ?? 0,
      offers: catalog.offers?.length ?? 0,
      rounds: ROUNDS,
      results,
    },
    `medians of ${String(ROUNDS)} rounds, ${String(SIZE)} merchants: ${text}` +
      `${results.postgres ? '' : ' (PostgreSQL skipped: set BENCH_DATABASE_URL)'}`,
  );
}

await main();
