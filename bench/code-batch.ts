/**
 * A print run at scale (OPERATOR-16; ADR 0042): a batch of 100,000 codes made through the
 * service the console and the CLI use (codes drawn, checked unique, written in chunks of a
 * thousand in one transaction on SQLite) and its print-ready PDF written to a file through the
 * stream the console's download sends, sheet by sheet. Each size runs in a process of its own on a
 * fresh database, so its peaks are its own.
 *
 * Printed per size: the wall time to make the codes, to write the PDF and in all; the CPU time
 * (user + system: what a shared machine's load does not inflate); the PDF's size; and the peaks
 * of memory over the run: RSS (the kernel's high-water mark), V8's heap in use, and the memory
 * outside it (external, of which array buffers), from `process.memoryUsage()` sampled every
 * 20 ms. Then the growth from the smallest size to the largest.
 *
 * Goals, each PASS or FAIL (the exit code is 1 on a FAIL):
 * - time: the largest size (100,000) made and written in under 60 s of wall time;
 * - memory: peak RSS at the largest size at most 1.25 times the peak at the smallest (10,000):
 *   memory that does not grow with the count, allowing for the collector's timing.
 *
 * Usage: npm run bench:code-batch   (BENCH_CODE_SIZES=10000 while developing)
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { codeBatchPdf, makeCodeBatch } from '../apps/server/src/modules/activation/index.ts';
import { mb, memorySampler, type MemoryPeaks } from './lib/memory-sampler.ts';
import { report } from './lib/results.ts';

const SIZES = (process.env.BENCH_CODE_SIZES ?? '10000,100000').split(',').map(Number);
const GOAL_MS = 60_000;
/** Peak RSS at the largest size over the peak at the smallest: "does not grow", with slack. */
const GOAL_MEMORY_RATIO = 1.25;

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
}

const cpuMsOf = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 1000);

/** One size, in this process: a fresh SQLite file, a market and edition, the batch, its PDF. */
async function runSize(count: number): Promise<SizeResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-batch-bench-'));
  const database = await prepareDatabase(`sqlite:${path.join(dir, 'bench.sqlite')}`, {
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
    sampler.sample();
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
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const single = process.env.BENCH_CODE_CHILD;
  if (single) {
    process.stdout.write(JSON.stringify(await runSize(Number(single))));
    return;
  }
  const results: SizeResult[] = [];
  for (const count of SIZES) {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url)],
      {
        env: { ...process.env, BENCH_CODE_CHILD: String(count) },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 1024 * 1024,
      },
    );
    const result = JSON.parse(output) as SizeResult;
    results.push(result);
    const { peak, baseline } = result;
    process.stderr.write(
      `  ${String(count)} codes: made in ${String(result.generateMs)} ms, PDF (${String(result.pages)} sheets, ${String(mb(result.pdfBytes))} MB) in ${String(result.pdfMs)} ms, ` +
        `total ${String(result.totalMs)} ms, CPU ${String(result.cpuMs)} ms (${String(result.generateCpuMs)} + ${String(result.pdfCpuMs)}); ` +
        `peak RSS ${String(peak.maxRss)} MB (baseline ${String(baseline.rss)}), heap ${String(peak.heapUsed)} MB, external ${String(peak.external)} MB, array buffers ${String(peak.arrayBuffers)} MB (${String(peak.samples)} samples)\n`,
    );
  }
  const first = results[0]!;
  const last = results.at(-1)!;
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const growth = {
    count: ratio(last.count, first.count),
    time: ratio(last.totalMs, first.totalMs),
    cpu: ratio(last.cpuMs, first.cpuMs),
    peakRss: ratio(last.peak.maxRss, first.peak.maxRss),
    peakHeapUsed: ratio(last.peak.heapUsed, first.peak.heapUsed),
    peakExternal: ratio(last.peak.external, first.peak.external),
    peakArrayBuffers: ratio(last.peak.arrayBuffers, first.peak.arrayBuffers),
  };
  const timePass = last.totalMs < GOAL_MS;
  const memoryPass = results.length > 1 && growth.peakRss <= GOAL_MEMORY_RATIO;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const load = os.loadavg().map((value) => value.toFixed(2));
  report(
    'code-batch',
    {
      sizes: SIZES,
      goals: {
        time: `${String(last.count)} codes made and their PDF written in under ${String(GOAL_MS / 1000)} s (wall)`,
        memory: `peak RSS at ${String(last.count)} at most ${String(GOAL_MEMORY_RATIO)}x the peak at ${String(first.count)}`,
      },
      verdict: { time: verdict(timePass), memory: verdict(memoryPass) },
      results,
      growth,
      loadAverage: load,
      cpus: os.cpus().length,
    },
    `time ${verdict(timePass)}: ${String(last.count)} codes and their PDF in ${String(last.totalMs)} ms wall (goal < ${String(GOAL_MS)}), CPU ${String(last.cpuMs)} ms; ` +
      `memory ${verdict(memoryPass)}: peak RSS ${String(first.peak.maxRss)} MB at ${String(first.count)}, ${String(last.peak.maxRss)} MB at ${String(last.count)}: ${String(growth.peakRss)}x (goal <= ${String(GOAL_MEMORY_RATIO)}x); ` +
      `heap ${String(first.peak.heapUsed)} -> ${String(last.peak.heapUsed)} MB (${String(growth.peakHeapUsed)}x), external ${String(first.peak.external)} -> ${String(last.peak.external)} MB (${String(growth.peakExternal)}x), array buffers ${String(first.peak.arrayBuffers)} -> ${String(last.peak.arrayBuffers)} MB (${String(growth.peakArrayBuffers)}x); ` +
      `${String(growth.count)}x the codes took ${String(growth.time)}x the time (load ${load.join(' ')})`,
  );
  if (!timePass || !memoryPass) process.exitCode = 1;
}

await main();
