/**
 * The console's merchant grid at scale (OPERATOR-9): one page of `merchantGrid` (the service the
 * grid endpoint calls, with its count of all matching rows) with 1,000 and 100,000 merchants in one
 * market, on SQLite and, when BENCH_DATABASE_URL=postgres://… is set, on PostgreSQL too. Each size
 * is a fresh database with the demo data and the scale market of bench/scale.ts.
 *
 * Grids timed (median of SAMPLES after WARM_UP, sizes interleaved so a shared machine's load
 * weighs on each alike):
 * - `first`: the grid as it opens: every merchant, by name, page 1 of 25;
 * - `market`: one market's merchants by name, page 1 of 25;
 * - `deep`: page 40 of 25 by name (offset 975, within every size);
 * - `text`: a part of a name typed in the filter ("golden"), by name, page 1;
 * - `live`: live merchants only, sorted by city, page 1 of 100.
 * The goal: the opening page under 100 ms at 100,000; growth from 1k to 100k is printed.
 *
 * Usage: npm run bench:console-grid   (BENCH_GRID_SIZES=1000,10000 for other sizes)
 */
import type { MerchantGridQuery } from '@citybook/contract';
import { SQLITE, type DatabaseServer } from '@citybook/server/test-support';
import { merchantGrid } from '../apps/server/src/modules/catalog/index.ts';
import { report } from './lib/results.ts';
import { prepareSize, type PreparedSize } from './lib/scale-sizes.ts';
import { median } from './lib/timing.ts';

const SIZES = (process.env.BENCH_GRID_SIZES ?? '1000,100000').split(',').map(Number);
const WARM_UP = 10;
const SAMPLES = 100;
const GOAL_MS = 100;

const base: MerchantGridQuery = {
  page: 1,
  pageSize: 25,
  sort: 'title',
  direction: 'asc',
  retired: 'all',
};
const GRIDS = {
  first: () => base,
  market: (marketId: number) => ({ ...base, marketId }),
  deep: () => ({ ...base, page: 40 }),
  text: () => ({ ...base, filter: 'golden' }),
  live: () => ({ ...base, pageSize: 100, sort: 'city', retired: 'live' }),
} satisfies Record<string, (marketId: number) => MerchantGridQuery>;
type Grid = keyof typeof GRIDS;

async function timeGrid(sizes: PreparedSize[], grid: Grid): Promise<number[]> {
  const ms = sizes.map((): number[] => []);
  for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
    for (let k = 0; k < sizes.length; k += 1) {
      const index = (round + k) % sizes.length;
      const prepared = sizes[index]!;
      const began = performance.now();
      const page = await merchantGrid(prepared.db, GRIDS[grid](prepared.marketId));
      const elapsed = performance.now() - began;
      if (page.rows.length === 0) throw new Error(`${grid} found no merchants`);
      if (round >= WARM_UP) ms[index]!.push(elapsed);
    }
  }
  return ms.map((values) => Math.round(median(values) * 100) / 100);
}

async function measure(target: DatabaseServer) {
  const sizes: PreparedSize[] = [];
  try {
    for (const size of SIZES) sizes.push(await prepareSize(target, size));
    const medians = {} as Record<Grid, number[]>;
    for (const grid of Object.keys(GRIDS) as Grid[]) {
      medians[grid] = await timeGrid(sizes, grid);
      process.stderr.write(
        `  ${target.dialect} ${grid}: ${medians[grid].map((m, i) => `${String(SIZES[i])} → ${String(m)} ms`).join(', ')}\n`,
      );
    }
    const growth = Object.fromEntries(
      (Object.keys(GRIDS) as Grid[]).map((grid) => {
        const values = medians[grid];
        return [grid, Math.round(((values.at(-1) ?? 0) / (values[0] || 1)) * 10) / 10];
      }),
    ) as Record<Grid, number>;
    return { medians, growth, largestFirstMs: medians.first.at(-1) ?? Number.NaN };
  } finally {
    for (const prepared of sizes) await prepared.release();
  }
}

async function main(): Promise<void> {
  const targets: DatabaseServer[] = [SQLITE];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) targets.push({ dialect: 'postgres', adminUrl });
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const target of targets) results[target.dialect] = await measure(target);
  const summary = Object.entries(results)
    .map(
      ([dialect, result]) =>
        `${dialect}: opening page ${String(result.largestFirstMs)} ms at ${String(SIZES.at(-1))} (${result.largestFirstMs < GOAL_MS ? 'goal met' : `goal ${String(GOAL_MS)} ms missed`}), growth ${Object.entries(
          result.growth,
        )
          .map(([grid, ratio]) => `${grid} ${String(ratio)}x`)
          .join(', ')}`,
    )
    .join('; ');
  report(
    'console-grid',
    {
      sizes: SIZES,
      samples: SAMPLES,
      goal: `the opening page under ${String(GOAL_MS)} ms median at the largest size`,
      results,
    },
    summary,
  );
}

await main();
