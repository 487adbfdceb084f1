/**
 * A print run at scale (OPERATOR-16; ADR 0042): a batch of 100,000 codes made through the
 * service the console and the CLI use (codes drawn, checked unique, written in one transaction on
 * SQLite) and its print-ready PDF written to a file, streamed page by page. Each size runs in a
 * process of its own on a fresh database, so its peak memory (max RSS) is its own.
 *
 * Printed per size: the time to make the codes, to write the PDF, the total, the PDF's size and
 * the peak memory; then the growth from the smallest size to the largest, of time (linear is
 * expected) and of peak memory (it must not grow with the count: streamed). The goal: the
 * largest size (100,000) in under 60 s.
 *
 * Usage: npm run bench:code-batch   (BENCH_CODE_SIZES=10000 while developing)
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import {
  codeBatchRecord,
  makeCodeBatch,
  writeCodeBatchPdfTo,
} from '../apps/server/src/modules/activation/index.ts';
import { report } from './lib/results.ts';

const SIZES = (process.env.BENCH_CODE_SIZES ?? '10000,100000').split(',').map(Number);
const GOAL_MS = 60_000;

interface SizeResult {
  count: number;
  generateMs: number;
  pdfMs: number;
  totalMs: number;
  /** CPU time of the process over the run (user + system): the figure a shared machine's load does not inflate. */
  cpuMs: number;
  pdfBytes: number;
  pages: number;
  /** Max RSS of the process over the run, MB. */
  peakRssMb: number;
  /** RSS once the database is ready, before the batch: what the run adds is the difference. */
  baselineRssMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

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
    const baselineRss = process.memoryUsage().rss;
    const cpuBefore = process.cpuUsage();
    const began = performance.now();
    const { id } = await makeCodeBatch(
      db,
      { edition, label: `Bench ${String(count)}`, count, activationDays: null },
      { actor: { staffId: null, email: 'bench' }, now },
    );
    const generated = performance.now();
    const file = path.join(dir, 'codes.pdf');
    await writeCodeBatchPdfTo(
      db,
      await codeBatchRecord(db, id),
      'https://citybook.example.com',
      createWriteStream(file),
    );
    const written = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      count,
      generateMs: Math.round(generated - began),
      pdfMs: Math.round(written - generated),
      totalMs: Math.round(written - began),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      pdfBytes: statSync(file).size,
      pages: Math.ceil(count / 10),
      peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
      baselineRssMb: mb(baselineRss),
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
    process.stderr.write(
      `  ${String(count)} codes: made in ${String(result.generateMs)} ms, PDF (${String(result.pages)} sheets, ${String(mb(result.pdfBytes))} MB) in ${String(result.pdfMs)} ms, total ${String(result.totalMs)} ms (CPU ${String(result.cpuMs)} ms), peak RSS ${String(result.peakRssMb)} MB (baseline ${String(result.baselineRssMb)} MB)\n`,
    );
  }
  const first = results[0]!;
  const last = results.at(-1)!;
  const growth = {
    count: Math.round((last.count / first.count) * 10) / 10,
    time: Math.round((last.totalMs / first.totalMs) * 10) / 10,
    peakRss: Math.round((last.peakRssMb / first.peakRssMb) * 100) / 100,
  };
  const load = os.loadavg().map((value) => value.toFixed(2));
  report(
    'code-batch',
    {
      sizes: SIZES,
      goal: `${String(last.count)} codes made and their PDF written in under ${String(GOAL_MS / 1000)} s, peak memory flat`,
      results,
      growth,
      loadAverage: load,
      cpus: os.cpus().length,
    },
    `${String(last.count)} codes and their PDF in ${String(last.totalMs)} ms, CPU ${String(last.cpuMs)} ms (${last.totalMs < GOAL_MS ? 'goal met' : `goal ${String(GOAL_MS)} ms missed`}), peak RSS ${String(last.peakRssMb)} MB; from ${String(first.count)}: ${String(growth.count)}x the codes, ${String(growth.time)}x the time, ${String(growth.peakRss)}x the peak memory (load ${load.join(' ')})`,
  );
}

await main();
