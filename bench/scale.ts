/**
 * Scale curve (issue #7, item 4): the merchant list calls with 1,000, 10,000 and 100,000
 * merchants in one market, on SQLite and, when BENCH_DATABASE_URL=postgres://… is set (a server
 * where the user may create databases), on PostgreSQL too. Each size gets a fresh database (the
 * demo data, then a market of its own filled with Kysely in batches: merchants spread around the
 * centre, denser near it, a tenth of them locations of 20 chains, one to three offers each;
 * PostgreSQL's is then vacuumed and analysed, as autovacuum would soon do, and dropped at the end).
 *
 * Calls, through the real app in this process (`app.inject`, no compression), from a member a few
 * miles from the centre:
 * - the nearby-first pages (`limit=50`) of getCategory and getAll: median of 200 sequential
 *   requests after 20 warm-up ones; the goal is a growth of at most 3× from 1k to 100k;
 * - the whole category and the whole market (what the map loaded before issue #17): median of a
 *   few requests, to show how they grow with the data (they answer every merchant);
 * - the map's in-area call (issue #17 item 6), a phone's view of the whole metro at zoom 10 and of
 *   a few streets at zoom 16: median of 200 after 20 warm-up ones; the goal is a growth of at most
 *   3× and, zoomed out, under 100 ms at 100,000. The first zoomed-out call of each size, which
 *   builds the cluster index, is timed apart;
 * - the market search (issue #17 item 1) with a few texts a member types (SEARCHES): median of 200
 *   after 20 warm-up ones; no goal, its growth is reported.
 * All sizes are open at once and measured interleaved, so a shared machine's changing load weighs
 * on each size alike.
 *
 * Usage: npm run bench:scale   (BENCH_SCALE_SIZES=1000,10000 for a shorter run; BENCH_SCALE_KEEP=1
 * keeps the scratch databases and prints their URLs, for EXPLAIN)
 */
import { SQLITE, type DatabaseServer } from '@citybook/server/test-support';
import { timeInterleaved, type Timing } from './lib/interleaved-timing.ts';
import { report } from './lib/results.ts';
import {
  CALLS,
  PAGE,
  SAMPLES,
  SEARCH_CALLS,
  SEARCHES,
  type Call,
  type SearchCall,
} from './lib/scale-calls.ts';
import { POSITION } from './lib/scale-market.ts';
import {
  scaleSummary,
  sizeSpan,
  withGrowth,
  type DialectResult,
  type SizeResult,
} from './lib/scale-report.ts';
import { prepareSize, type PreparedSize } from './lib/scale-sizes.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size));
const GOAL_GROWTH = 3;
/** Issue #17 item 6: a zoomed-out map of 100,000 merchants answers in under this. */
const GOAL_ZOOMED_OUT_MS = 100;

/** The first zoomed-out map question of each size: its cluster index is built then. */
async function timeIndexBuilds(sizes: PreparedSize[]): Promise<number[]> {
  const built: number[] = [];
  for (const prepared of sizes) {
    const began = performance.now();
    const response = await prepared.app.inject({ method: 'GET', url: prepared.urls.areaOut });
    if (response.statusCode !== 200)
      throw new Error(`GET ${prepared.urls.areaOut} answered ${String(response.statusCode)}`);
    built.push(performance.now() - began);
  }
  return built;
}

/** The market search's timings of one size, by query. */
function searchTimings(pick: (call: Call) => Timing): Record<SearchCall, Timing> {
  return Object.fromEntries(SEARCH_CALLS.map((call) => [call, pick(call)])) as Record<
    SearchCall,
    Timing
  >;
}

/** Every size on `target`, open at once, with each call timed on them interleaved. */
async function measure(target: DatabaseServer): Promise<SizeResult[]> {
  const sizes: PreparedSize[] = [];
  try {
    for (const size of SIZES) sizes.push(await prepareSize(target, size));
    const indexBuilds = await timeIndexBuilds(sizes);
    const timings = {} as Record<Call, Timing[]>;
    for (const { call, warmUp, samples } of CALLS) {
      timings[call] = await timeInterleaved(sizes, call, warmUp, samples);
      process.stderr.write(
        `  ${target.dialect} ${call}: ` +
          timings[call]
            .map(
              (t, i) =>
                `${String(sizes[i]?.size)} → ${String(t.medianMs)} ms (${String(t.merchants)})`,
            )
            .join(', ') +
          '\n',
      );
    }
    return sizes.map((prepared, index) => {
      const pick = (call: Call): Timing => {
        const timing = timings[call][index];
        if (!timing) throw new Error(`no ${call} timing`);
        return timing;
      };
      return {
        size: prepared.size,
        fillSeconds: prepared.fillSeconds,
        categoryPage: pick('categoryPage'),
        allPage: pick('allPage'),
        wholeCategory: pick('wholeCategory'),
        wholeMarket: pick('wholeMarket'),
        areaOut: pick('areaOut'),
        areaIn: pick('areaIn'),
        indexBuildMs: Math.round(indexBuilds[index] ?? Number.NaN),
        ...searchTimings(pick),
      };
    });
  } finally {
    for (const prepared of sizes) await prepared.release();
  }
}

async function main(): Promise<void> {
  const targets: DatabaseServer[] = [SQLITE];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) targets.push({ dialect: 'postgres', adminUrl });

  const results: Record<string, DialectResult> = {};
  for (const target of targets) {
    results[target.dialect] = withGrowth(await measure(target));
  }

  report(
    'scale',
    {
      sizes: SIZES,
      page: PAGE,
      samples: SAMPLES,
      position: POSITION,
      searches: SEARCHES,
      goal: `nearby-first page (limit ${String(PAGE)}) and map in-area medians grow <= ${String(GOAL_GROWTH)}x from ${sizeSpan(SIZES)} merchants; zoomed-out map < ${String(GOAL_ZOOMED_OUT_MS)} ms at the largest size`,
      results,
    },
    scaleSummary(results, SIZES, GOAL_GROWTH, GOAL_ZOOMED_OUT_MS),
  );
}

await main();
