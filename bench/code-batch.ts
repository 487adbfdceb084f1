/**
 * A print run at scale (OPERATOR-16; ADR 0042): a batch of 100,000 codes made through the
 * service the console and the CLI use (codes drawn, checked unique, written in chunks of a
 * thousand in one transaction) and its print-ready PDF written to a file through the stream the
 * console's download sends, sheet by sheet. On SQLite and, when BENCH_DATABASE_URL=postgres://…
 * is set, on PostgreSQL too. Each size runs in a process of its own on a fresh database, so its
 * peaks are its own (PostgreSQL's server is a process of its own: its memory is not counted).
 *
 * Printed per size: the wall time to make the codes, to write the PDF and in all; the CPU time
 * (user + system: what a shared machine's load does not inflate); the PDF's size; and the peaks
 * of memory over the run: RSS (the kernel's high-water mark), V8's heap in use, and the memory
 * outside it (external, of which array buffers), from `process.memoryUsage()` sampled every
 * 20 ms. Then the growth of the peaks from each size to the next, and from the smallest to the
 * largest.
 *
 * Goals, each PASS or FAIL on each database (the exit code is 1 on a FAIL):
 * - time: 100,000 codes (the largest size when 100,000 is not one) made and written in under
 *   60 s of wall time;
 * - memory, with three sizes or more (the default, 10,000, 100,000 and 250,000): peak RSS at the
 *   largest size at most 1.10 times the peak at the size before. V8 lets its heap reach about
 *   twice what is live before a full collection, so a short run peaks lower than a long one
 *   whatever it holds: a ceiling shows as a step up then flat, a slope as a step up each time.
 *   With two sizes, the rougher check of before: the largest at most 1.25 times the smallest.
 *
 * Each size runs three times (`--runs`), each in a process of its own, and is judged by the median
 * of each figure: one run's peak varies by more than the rule's 10 % with when V8 happens to
 * collect (ADR 0042's second amendment), the median of three does not.
 *
 * Each run has V8's old space capped (`--heap`, default 128 MB, as a server in a container is
 * given one): left unbounded V8 collects later the longer a run lasts, so the peaks measure its
 * patience, not what the run holds. Under a cap, a run that held more with each code would fail
 * or spend ever more CPU collecting; one that holds nothing more runs at the same CPU, flat.
 *
 * Usage: npm run bench:code-batch [-- --sizes 10000,100000 --runs 3 --heap 128|none]   (or
 * BENCH_CODE_SIZES, BENCH_CODE_RUNS, BENCH_CODE_HEAP_MB; --sizes 10000 --runs 1 while developing)
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import {
  createTestDatabase,
  SQLITE,
  type DatabaseServer,
} from '../apps/server/test-support/databases.ts';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { codeBatchPdf, makeCodeBatch } from '../apps/server/src/modules/activation/index.ts';
import { mb, memorySampler, type MemoryPeaks } from './lib/memory-sampler.ts';
import { report } from './lib/results.ts';

const { values: options } = parseArgs({
  options: { sizes: { type: 'string' }, runs: { type: 'string' }, heap: { type: 'string' } },
});
const SIZES = (options.sizes ?? process.env.BENCH_CODE_SIZES ?? '10000,100000,250000')
  .split(',')
  .map(Number);
/** V8's old space of each run, in MB ("none": unbounded, V8's own choice). */
const HEAP_MB = options.heap ?? process.env.BENCH_CODE_HEAP_MB ?? '128';
const heapFlags = HEAP_MB === 'none' ? [] : [`--max-old-space-size=${HEAP_MB}`];
/** Runs of each size; each figure is judged by its median. */
const RUNS = Number(options.runs ?? process.env.BENCH_CODE_RUNS ?? '3');
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const SERVERS: DatabaseServer[] = [
  SQLITE,
  ...(ADMIN_URL?.startsWith('postgres')
    ? [{ dialect: 'postgres', adminUrl: ADMIN_URL } as const]
    : []),
];
const GOAL_MS = 60_000;
/** The count the time goal is for (issue 29 item 2). */
const GOAL_COUNT = 100_000;
/** Peak RSS at the largest size over the peak at the size before, with three sizes or more. */
const CEILING_RATIO = 1.1;
/** Peak RSS at the largest size over the peak at the smallest, with two sizes. */
const TWO_SIZE_RATIO = 1.25;

interface SizeResult {
  count: number;
  generateMs: number;
  pdfMs: number;
  totalMs: number;
  /** CPU time of the process over the run (user + system), and of its two parts. */
  cpuMs: number;
  generateCpuMs: number;
  pdfCpuMs: number;
  pdfBytes: number;
  pages: number;
  /** Memory once the database is ready, before the batch, MB: what the run adds is above it. */
  baseline: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  /** The peaks over the run, MB. */
  peak: MemoryPeaks;
  /** The peaks while the codes were made (maxRss: the high-water mark at its end). */
  generatePeak: MemoryPeaks;
}

const cpuMsOf = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 1000);

/** One size, in this process: a fresh database, a market and edition, the batch, its PDF. */
async function runSize(server: DatabaseServer, count: number): Promise<SizeResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-batch-bench-'));
  const scratch = await createTestDatabase({ server, content: 'migrated', label: 'bench_codes' });
  const database = await prepareDatabase(scratch.url, {
    seed: false,
    mediaDir: path.join(dir, 'media'),
  });
  try {
    const { db } = database;
    const now = new Date();
    const market = await db
      .insertInto('market')
      .values({
        slug: 'bench-market',
        title: 'Bench Market',
        latitude: 30.27,
        longitude: -97.74,
        radius_miles: 20,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edition = await db
      .insertInto('edition')
      .values({
        slug: 'bench-2027',
        market_id: market.id,
        year: 2027,
        name: 'Bench City Book 2027',
        on_sale_at: '2026-09-01T00:00:00.000Z',
        valid_until: '2027-12-31T23:59:59.000Z',
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const before = process.memoryUsage();
    const sampler = memorySampler();
    const cpuBefore = process.cpuUsage();
    const began = performance.now();
    const { id } = await makeCodeBatch(
      db,
      { edition, label: `Bench ${String(count)}`, count, activationDays: null },
      { actor: { staffId: null, email: 'bench' }, now },
    );
    const generated = performance.now();
    const generateCpu = process.cpuUsage(cpuBefore);
    const generatePeak = sampler.peaks();
    const file = path.join(dir, 'codes.pdf');
    const { stream } = await codeBatchPdf(db, id, 'https://citybook.example.com');
    await pipeline(stream, createWriteStream(file));
    const written = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const peak = sampler.stop();
    return {
      count,
      generateMs: Math.round(generated - began),
      pdfMs: Math.round(written - generated),
      totalMs: Math.round(written - began),
      cpuMs: cpuMsOf(cpu),
      generateCpuMs: cpuMsOf(generateCpu),
      pdfCpuMs: cpuMsOf(cpu) - cpuMsOf(generateCpu),
      pdfBytes: statSync(file).size,
      pages: Math.ceil(count / 10),
      baseline: {
        rss: mb(before.rss),
        heapUsed: mb(before.heapUsed),
        external: mb(before.external),
        arrayBuffers: mb(before.arrayBuffers),
      },
      peak,
      generatePeak,
    };
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The middle value (of an odd count; the mean of the two middle ones of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 10) / 10;
}

/** Each number of the runs' results replaced by its median over the runs, field by field. */
function medianOf<T>(runs: T[]): T {
  const [first] = runs;
  if (typeof first === 'number') return median(runs as number[]) as T;
  if (first === null || typeof first !== 'object') return first as T;
  return Object.fromEntries(
    Object.keys(first).map((key) => [
      key,
      medianOf(runs.map((each) => (each as Record<string, unknown>)[key])),
    ]),
  ) as T;
}

/** One run of one size, in a child process of its own. */
function runOnce(server: DatabaseServer, count: number): SizeResult {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, ...heapFlags, fileURLToPath(import.meta.url)],
    {
      env: {
        ...process.env,
        BENCH_CODE_CHILD: String(count),
        BENCH_CODE_DIALECT: server.dialect,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1024 * 1024,
    },
  );
  const result = JSON.parse(output) as SizeResult;
  const { peak, baseline } = result;
  process.stderr.write(
    `  ${server.dialect} ${String(count)} codes: made in ${String(result.generateMs)} ms, PDF (${String(result.pages)} sheets, ${String(mb(result.pdfBytes))} MB) in ${String(result.pdfMs)} ms, ` +
      `total ${String(result.totalMs)} ms, CPU ${String(result.cpuMs)} ms (${String(result.generateCpuMs)} + ${String(result.pdfCpuMs)}); ` +
      `peak RSS ${String(peak.maxRss)} MB (baseline ${String(baseline.rss)}, ${String(result.generatePeak.maxRss)} once the codes were made), heap ${String(peak.heapUsed)} MB (${String(result.generatePeak.heapUsed)}), external ${String(peak.external)} MB, array buffers ${String(peak.arrayBuffers)} MB (${String(peak.samples)} samples)\n`,
  );
  return result;
}

/** Each size of one database, RUNS times: the runs, and their medians that are judged. */
function runSizes(server: DatabaseServer): { results: SizeResult[]; runs: SizeResult[][] } {
  const runs = SIZES.map((count) => Array.from({ length: RUNS }, () => runOnce(server, count)));
  return { results: runs.map((each) => medianOf(each)), runs };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/** The memory rule for these sizes, in words. */
function memoryGoal(sizes: number[]): string {
  const [first, previous, last] = [sizes[0], sizes.at(-2), sizes.at(-1)].map(String);
  return sizes.length > 2
    ? `peak RSS at ${last!} at most ${String(CEILING_RATIO)}x the peak at ${previous!} (a ceiling, not a slope)`
    : `peak RSS at ${last!} at most ${String(TWO_SIZE_RATIO)}x the peak at ${first!}`;
}

/** The growth from each size to the next and overall, and the verdicts, of one database. */
function judge(
  dialect: string,
  { results, runs }: { results: SizeResult[]; runs: SizeResult[][] },
) {
  const first = results[0]!;
  const previous = results.at(-2) ?? first;
  const last = results.at(-1)!;
  const timed = results.find((each) => each.count === GOAL_COUNT) ?? last;
  const steps = results.slice(1).map((each, index) => {
    const before = results[index]!;
    return {
      from: before.count,
      to: each.count,
      peakRss: ratio(each.peak.maxRss, before.peak.maxRss),
      peakHeapUsed: ratio(each.peak.heapUsed, before.peak.heapUsed),
    };
  });
  const growth = {
    count: ratio(last.count, first.count),
    time: ratio(last.totalMs, first.totalMs),
    cpu: ratio(last.cpuMs, first.cpuMs),
    peakRss: ratio(last.peak.maxRss, first.peak.maxRss),
    peakHeapUsed: ratio(last.peak.heapUsed, first.peak.heapUsed),
    peakExternal: ratio(last.peak.external, first.peak.external),
    peakArrayBuffers: ratio(last.peak.arrayBuffers, first.peak.arrayBuffers),
  };
  const timePass = timed.totalMs < GOAL_MS;
  const lastStep = ratio(last.peak.maxRss, previous.peak.maxRss);
  const memoryPass =
    results.length > 2
      ? lastStep <= CEILING_RATIO
      : results.length > 1 && growth.peakRss <= TWO_SIZE_RATIO;
  const stepText = steps
    .map(
      (step) =>
        `${String(step.from)} -> ${String(step.to)}: RSS ${String(step.peakRss)}x, heap ${String(step.peakHeapUsed)}x`,
    )
    .join(', ');
  const summary =
    `${dialect} (median of ${String(RUNS)} runs a size, old space ${HEAP_MB === 'none' ? 'unbounded' : `${HEAP_MB} MB`}): time ${verdict(timePass)}: ${String(timed.count)} codes and their PDF in ${String(timed.totalMs)} ms wall (goal < ${String(GOAL_MS)}), CPU ${String(timed.cpuMs)} ms; ` +
    `memory ${verdict(memoryPass)}: peak RSS ${results.map((each) => `${String(each.peak.maxRss)} MB at ${String(each.count)}`).join(', ')} (${memoryGoal(SIZES)}); ` +
    `peaks from size to size: ${stepText}; ` +
    `heap ${String(first.peak.heapUsed)} -> ${String(last.peak.heapUsed)} MB (${String(growth.peakHeapUsed)}x), external ${String(first.peak.external)} -> ${String(last.peak.external)} MB (${String(growth.peakExternal)}x), array buffers ${String(first.peak.arrayBuffers)} -> ${String(last.peak.arrayBuffers)} MB (${String(growth.peakArrayBuffers)}x); ` +
    `${String(growth.count)}x the codes took ${String(growth.time)}x the time`;
  return {
    figures: {
      verdict: { time: verdict(timePass), memory: verdict(memoryPass) },
      results,
      runs,
      steps,
      growth,
    },
    pass: timePass && memoryPass,
    summary,
  };
}

async function main(): Promise<void> {
  const single = process.env.BENCH_CODE_CHILD;
  if (single) {
    const server = SERVERS.find((each) => each.dialect === process.env.BENCH_CODE_DIALECT);
    if (!server) throw new Error(`No database for ${String(process.env.BENCH_CODE_DIALECT)}`);
    process.stdout.write(JSON.stringify(await runSize(server, Number(single))));
    return;
  }
  const judged = SERVERS.map((server) => ({ server, ...judge(server.dialect, runSizes(server)) }));
  const timed = SIZES.includes(GOAL_COUNT) ? GOAL_COUNT : SIZES.at(-1)!;
  const load = os.loadavg().map((value) => value.toFixed(2));
  report(
    'code-batch',
    {
      sizes: SIZES,
      runsPerSize: RUNS,
      oldSpaceMb: HEAP_MB,
      goals: {
        time: `${String(timed)} codes made and their PDF written in under ${String(GOAL_MS / 1000)} s (wall)`,
        memory: memoryGoal(SIZES),
      },
      ...Object.fromEntries(judged.map((each) => [each.server.dialect, each.figures])),
      loadAverage: load,
      cpus: os.cpus().length,
    },
    `${judged.map((each) => each.summary).join('; ')} (load ${load.join(' ')})`,
  );
  if (judged.some((each) => !each.pass)) process.exitCode = 1;
}

await main();
