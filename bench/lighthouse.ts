/**
 * Page audits (issue #7, item 2): Lighthouse, mobile preset (the default config: formFactor
 * mobile, simulated slow-4G and 4× CPU throttling), driving Debian's Chromium against the real
 * server and the built SPA (apps/web/dist) on a fresh SQLite file with the demo data.
 *
 * Pages: login (anonymous), then, logged in as the shared guest, the categories, a category's
 * merchant list, a merchant page and an offer page. Each page is audited `LH_RUNS` times (default
 * 3) and the run with the median performance score is kept, as Lighthouse advises for noisy
 * machines. Nothing outside loopback is fetched: Chromium resolves every other host to nothing.
 *
 * Prints per page the performance, accessibility and best-practices scores with FCP, LCP, TBT and
 * CLS, and the audits that fail; writes bench/results/lighthouse.json and the HTML report of each
 * kept run to bench/results/lighthouse/<page>.html (and its JSON next to it). Exits 1 when the build is missing or an audit
 * could not run; missed goals are reported, not failed on (scores move with the machine's load).
 *
 * Usage: npm run bench:lighthouse   (after npm run build)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './lib/chromium.ts';
import { cookieHeader, giveBrowserSession, loginAsGuest } from './lib/guest-session.ts';
import { addIteratorHelpers } from './lib/iterator-helpers.ts';
import { runAudit, type AuditResult } from './lib/lighthouse-audit.ts';
import { failingAudits, pageRun, scoreOf, type PageFigures } from './lib/lighthouse-figures.ts';
import { describeFailingAudit, describePage, summaryLine } from './lib/lighthouse-report-lines.ts';
import { catalogTargets, type Target } from './lib/lighthouse-targets.ts';
import { medianRun } from './lib/median-run.ts';
import { benchDir, report, repoRoot } from './lib/results.ts';
import { startServer } from './lib/server.ts';

addIteratorHelpers();

// WEB_DIST (as the server reads it) audits another build, e.g. one kept apart from rebuilds.
const distDir = path.resolve(repoRoot, 'apps/server', process.env.WEB_DIST ?? '../web/dist');
const reportsDir = path.join(benchDir, 'results', 'lighthouse');

const GOALS = { performance: 95, accessibility: 100, bestPractices: 95 } as const;

/** Audits `target` `runs` times and keeps the run with the median performance score. */
async function auditPage(
  target: Target,
  baseUrl: string,
  port: number,
  runs: number,
): Promise<PageFigures> {
  const url = baseUrl + target.path;
  const results: AuditResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runAudit(url, port));
  const { lhr: kept, html } = medianRun(results, (r) => scoreOf(r.lhr, 'performance'));
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, `${target.name}.html`), html);
  writeFileSync(path.join(reportsDir, `${target.name}.json`), JSON.stringify(kept));
  const run = pageRun(kept);
  const expected = new URL(url).pathname;
  const finalUrl = kept.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== expected) {
    throw new Error(`${target.name}: Lighthouse ended on ${finalUrl}, not ${expected}`);
  }
  return {
    name: target.name,
    path: target.path,
    ...run,
    runs: results.map((r) => pageRun(r.lhr)),
    failing: failingAudits(kept),
    finalUrl,
    benchmarkIndex: kept.environment.benchmarkIndex ?? null,
    goalsMet:
      run.scores.performance >= GOALS.performance &&
      run.scores.accessibility >= GOALS.accessibility &&
      run.scores['best-practices'] >= GOALS.bestPractices,
  };
}

async function main(): Promise<number> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`bench:lighthouse: no build at ${distDir}: run \`npm run build\` first.`);
    return 1;
  }
  const runs = Number(process.env.LH_RUNS ?? '3');
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('bench:lighthouse: LH_RUNS must be a positive integer.');
    return 1;
  }

  // LH_PAGES=login,offer audits only those pages (while working on them).
  const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
  const wanted = (name: string): boolean => !only || only.includes(name);

  const server = await startServer({ SEED_DEMO_DATA: 'true' });
  let chrome: LaunchedChrome | undefined;
  const pages: PageFigures[] = [];
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: OFFLINE_CHROMIUM_ARGS,
      logLevel: 'silent',
    });

    // Anonymous first: with a session the login page sends the user on to the categories.
    if (wanted('login')) {
      pages.push(
        await auditPage(
          { name: 'login', path: '/account/login', loggedIn: false },
          server.baseUrl,
          chrome.port,
          runs,
        ),
      );
    }

    const cookies = await loginAsGuest(server.baseUrl);
    const targets = await catalogTargets(server.baseUrl, cookieHeader(cookies));
    await giveBrowserSession(chrome.port, server.baseUrl, cookies);

    for (const target of targets.filter((t) => wanted(t.name))) {
      pages.push(await auditPage(target, server.baseUrl, chrome.port, runs));
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }

  for (const page of pages) {
    process.stdout.write(`${describePage(page)}\n`);
    for (const failing of page.failing) {
      process.stdout.write(`${describeFailingAudit(failing)}\n`);
    }
  }

  const allMet = pages.every((p) => p.goalsMet);
  const summary = summaryLine(pages, runs, allMet);
  report(
    'lighthouse',
    {
      preset: 'mobile (Lighthouse default config, simulated throttling)',
      runsPerPage: runs,
      goals: GOALS,
      goalsMet: allMet,
      pages,
    },
    summary,
  );
  return 0;
}

process.exitCode = await main();
