/**
 * The console's reports at scale (OPERATOR-26, ADR 0044, ADR 0048): each report's service (what
 * its endpoint calls) with 10,000 up to 1,000,000 redemptions, a tenth as many members (100,000 at
 * the top) and a fifth as many ledger rows (200,000), on SQLite and, when
 * BENCH_DATABASE_URL=postgres://… is set, on PostgreSQL too. Each size is a fresh database with the
 * demo data and the report market of bench/lib/report-fill.ts, all its rows spread over 2026; the
 * redemptions are written in time order through migration 0043's triggers, so the fill time
 * includes what keeping the summaries costs the writes.
 *
 * Timed (median of SAMPLES after WARM_UP): every report for the market's June (30 days, the
 * screen's default length) and for the whole year (the longest range a report takes). The goal:
 * under 500 ms at 1,000,000 redemptions; the growth from the smallest size is printed.
 *
 * Usage: npm run bench:reports   (BENCH_REPORT_SIZES=10000,100000 for other sizes)
 */
import type { ReportQuery } from '@citybook/contract';
import {
  createTestDatabase,
  SQLITE,
  startInProcess,
  type DatabaseServer,
} from '@citybook/server/test-support';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import {
  activationReport,
  idleMerchantReport,
  redemptionReport,
  revenueReport,
  subscriptionReport,
} from '../apps/server/src/modules/reports/index.ts';
import { FILL_YEAR, fillReportMarket } from './lib/report-fill.ts';
import { report } from './lib/results.ts';
import { median } from './lib/timing.ts';

const SIZES = (process.env.BENCH_REPORT_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const WARM_UP = Number(process.env.BENCH_REPORT_WARM_UP ?? 2);
const SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES ?? 9);
const GOAL_MS = 500;

const REPORTS = {
  redemptions: redemptionReport,
  activations: activationReport,
  subscriptions: subscriptionReport,
  revenue: revenueReport,
  idleMerchants: idleMerchantReport,
} satisfies Record<string, (db: Kysely<DB>, query: ReportQuery) => Promise<unknown>>;
type Report = keyof typeof REPORTS;
const RANGES = { month: { from: '2026-06-01', to: '2026-06-30' }, year: FILL_YEAR } as const;
type Range = keyof typeof RANGES;

interface SizeResult {
  size: number;
  fillSeconds: number;
  /** Median ms by range and report. */
  medians: Record<Range, Record<Report, number>>;
}

async function measureSize(target: DatabaseServer, size: number): Promise<SizeResult> {
  const scratch = await createTestDatabase({
    server: target,
    content: 'seeded',
    label: `bench_reports_${String(size)}`,
  });
  const started = await startInProcess({ databaseUrl: scratch.url }).catch(
    async (error: unknown) => {
      await scratch.drop();
      throw error;
    },
  );
  try {
    const { db, dialect } = started.database;
    const began = performance.now();
    const { marketId } = await fillReportMarket(db, dialect, size);
    // After such a load PostgreSQL's autovacuum would soon vacuum and analyse; SQLite's planner
    // reads the statistics ANALYZE keeps.
    await db.executeQuery(CompiledQuery.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
    const fillSeconds = Math.round((performance.now() - began) / 100) / 10;
    process.stderr.write(`  ${dialect} ${String(size)}: filled in ${String(fillSeconds)} s\n`);
    const medians = {} as SizeResult['medians'];
    for (const range of Object.keys(RANGES) as Range[]) {
      medians[range] = {} as Record<Report, number>;
      for (const name of Object.keys(REPORTS) as Report[]) {
        const query = { marketId, ...RANGES[range] };
        const ms: number[] = [];
        for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
          const t0 = performance.now();
          await REPORTS[name](db, query);
          if (round >= WARM_UP) ms.push(performance.now() - t0);
        }
        medians[range][name] = Math.round(median(ms) * 10) / 10;
        process.stderr.write(
          `  ${dialect} ${String(size)} ${range} ${name}: ${String(medians[range][name])} ms\n`,
        );
      }
    }
    return { size, fillSeconds, medians };
  } finally {
    await started.close();
    if (process.env.BENCH_REPORT_KEEP === '1') process.stderr.write(`  kept ${scratch.url}\n`);
    else await scratch.drop();
  }
}

async function main(): Promise<void> {
  const targets: DatabaseServer[] = [SQLITE];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) targets.push({ dialect: 'postgres', adminUrl });
  const results: Record<string, SizeResult[]> = {};
  const lines: string[] = [];
  for (const target of targets) {
    const sizes: SizeResult[] = [];
    for (const size of SIZES) sizes.push(await measureSize(target, size));
    results[target.dialect] = sizes;
    const first = sizes[0]!;
    const last = sizes.at(-1)!;
    for (const range of Object.keys(RANGES) as Range[]) {
      const slowest = Math.max(...Object.values(last.medians[range]));
      const growth = (Object.keys(REPORTS) as Report[])
        .map(
          (name) =>
            `${name} ${String(last.medians[range][name])} ms (${String(Math.round((last.medians[range][name] / (first.medians[range][name] || 1)) * 10) / 10)}x)`,
        )
        .join(', ');
      lines.push(
        `${target.dialect} ${range} at ${String(last.size)}: ${growth}; ${slowest < GOAL_MS ? 'goal met' : `goal ${String(GOAL_MS)} ms missed`}`,
      );
    }
  }
  for (const line of lines) process.stdout.write(`${line}\n`);
  report(
    'reports',
    {
      sizes: SIZES,
      samples: SAMPLES,
      ranges: RANGES,
      goal: `every report under ${String(GOAL_MS)} ms median at the largest size`,
      results,
    },
    lines.join(' | '),
  );
}

await main();
