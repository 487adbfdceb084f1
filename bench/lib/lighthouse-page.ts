import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAudit, type AuditResult } from './lighthouse-audit.ts';
import {
  failingAudits,
  pageRun,
  scoreOf,
  type PageFigures,
  type RepeatVisit,
} from './lighthouse-figures.ts';
import type { Target } from './lighthouse-targets.ts';
import { medianRun } from './median-run.ts';
import { benchDir } from './results.ts';
import { workerServed } from './worker-served.ts';
import { warmUpWorker, type WarmUp } from './worker-warm-up.ts';

const reportsDir = path.join(benchDir, 'results', 'lighthouse');

/** Issue 28's acceptance: scores of each page's median run, and its LCP on a first and a repeat visit. */
export const GOALS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1500,
  repeatLcpMs: 500,
} as const;

/** Audits `url` `runs` times, keeps the run with the median performance score and its report. */
async function medianAudit(
  url: string,
  port: number,
  runs: number,
  reportName: string,
  keepStorage: boolean,
): Promise<{ kept: AuditResult; results: AuditResult[] }> {
  const results: AuditResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runAudit(url, port, { keepStorage }));
  const kept = medianRun(results, (r) => scoreOf(r.lhr, 'performance'));
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, `${reportName}.html`), kept.html);
  writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(kept.lhr));
  // A redirect (to login, or away from it) would audit another page than the one named.
  const expected = new URL(url).pathname;
  const finalUrl = kept.lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== expected) {
    throw new Error(`${reportName}: Lighthouse ended on ${finalUrl}, not ${expected}`);
  }
  return { kept, results };
}

/** A first visit (Lighthouse clears the worker and caches before each run). */
export async function auditPage(
  target: Target,
  baseUrl: string,
  port: number,
  runs: number,
): Promise<PageFigures> {
  const { kept, results } = await medianAudit(
    baseUrl + target.path,
    port,
    runs,
    target.name,
    false,
  );
  const run = pageRun(kept.lhr);
  return {
    name: target.name,
    path: target.path,
    ...run,
    runs: results.map((r) => pageRun(r.lhr)),
    failing: failingAudits(kept.lhr),
    finalUrl: kept.lhr.finalDisplayedUrl,
    benchmarkIndex: kept.lhr.environment.benchmarkIndex ?? null,
    goalsMet:
      run.scores.performance >= GOALS.performance &&
      run.scores.accessibility >= GOALS.accessibility &&
      run.scores['best-practices'] >= GOALS.bestPractices &&
      run.metrics.lcpMs <= GOALS.lcpMs,
  };
}

/**
 * A repeat visit: `warmUp` leaves the worker in control and its caches filled, then Lighthouse
 * runs keeping storage, so the worker answers (each later run is one more repeat visit).
 */
export async function auditRepeatVisit(
  target: Pick<Target, 'name' | 'path'>,
  baseUrl: string,
  port: number,
  runs: number,
  warmUp: WarmUp,
): Promise<RepeatVisit> {
  const caches = await warmUpWorker(port, warmUp);
  const name = `${target.name}-repeat`;
  const { kept, results } = await medianAudit(baseUrl + target.path, port, runs, name, true);
  return {
    ...pageRun(kept.lhr),
    caches,
    runs: results.map((r) => pageRun(r.lhr)),
    served: workerServed(kept.devtoolsLog),
    finalUrl: kept.lhr.finalDisplayedUrl,
  };
}
