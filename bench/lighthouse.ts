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
 * Then each page's repeat visit (issue #16): the page loaded once so that the service worker
 * installs and takes control, loaded again in a new tab so that its caches fill, then audited
 * `LH_REPEAT_RUNS` times (default 3) with storage kept, so the worker answers. The login page does not register the
 * worker (ADR 0015): its repeat visit follows a member's page, with the session dropped, as after
 * a logout. The protocol log of the kept run says how many requests the worker answered, and from
 * where (its caches or the network).
 *
 * First of all, in the same run and from the same server, a bare page (lib/bare-page.ts: its
 * content in its HTML, nothing else) is audited `LH_RUNS` times too: every page's LCP is also given
 * as a multiple of the bare page's (issue 28 item 4), a figure that holds on a busy machine.
 *
 * Prints per page the performance, accessibility and best-practices scores with FCP, LCP, TBT and
 * CLS, and the audits that fail, then the repeat visits beside the first; writes
 * bench/results/lighthouse.json and the HTML report of each kept run to
 * bench/results/lighthouse/<page>.html and <page>-repeat.html (and their JSON next to them). Exits
 * 1 when the build is missing or an audit could not run; missed goals are reported, not failed on
 * (scores move with the machine's load).
 *
 * Usage: npm run bench:lighthouse   (after npm run build)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Browser } from 'puppeteer-core';
import { BARE_PAGE, distWithBarePage } from './lib/bare-page.ts';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './lib/chromium.ts';
import { cookieHeader, giveBrowserSession, loginAsGuest } from './lib/guest-session.ts';
import { addIteratorHelpers } from './lib/iterator-helpers.ts';
import type { PageFigures } from './lib/lighthouse-figures.ts';
import { auditPage, auditRepeatVisit, GOALS } from './lib/lighthouse-page.ts';
import {
  bareRatioTable,
  describeFailingAudit,
  describePage,
  repeatVisitTable,
  summaryLine,
} from './lib/lighthouse-report-lines.ts';
import { catalogTargets, type Target } from './lib/lighthouse-targets.ts';
import { report, repoRoot } from './lib/results.ts';
import { startServer } from './lib/server.ts';

addIteratorHelpers();

// WEB_DIST (as the server reads it) audits another build, e.g. one kept apart from rebuilds.
const distDir = path.resolve(repoRoot, 'apps/server', process.env.WEB_DIST ?? '../web/dist');

const LOGIN: Target = { name: 'login', path: '/account/login', loggedIn: false };

function runsSetting(name: string, fallback: string, minimum: number): number | string {
  const runs = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(runs) || runs < minimum) {
    return `bench:lighthouse: ${name} must be an integer ≥ ${String(minimum)}.`;
  }
  return runs;
}

/** Logs the browser out the way a member's logout leaves it: no session cookies. */
async function dropSession(browser: Browser): Promise<void> {
  await browser.deleteCookie(...(await browser.cookies()));
}

async function main(): Promise<number> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`bench:lighthouse: no build at ${distDir}: run \`npm run build\` first.`);
    return 1;
  }
  const runs = runsSetting('LH_RUNS', '3', 1);
  // Like the first visits, the median of 3 (bench/README.md); LH_REPEAT_RUNS=0 skips them.
  const repeatRuns = runsSetting('LH_REPEAT_RUNS', '3', 0);
  if (typeof runs === 'string' || typeof repeatRuns === 'string') {
    console.error(typeof runs === 'string' ? runs : repeatRuns);
    return 1;
  }

  // LH_PAGES=login,offer audits only those pages (while working on them).
  const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
  const wanted = (name: string): boolean => !only || only.includes(name);

  // The build, with the bare page beside it, served by the one server of the run.
  const dist = distWithBarePage(distDir);
  const server = await startServer({ SEED_DEMO_DATA: 'true', WEB_DIST: dist.dir });
  let chrome: LaunchedChrome | undefined;
  const pages: PageFigures[] = [];
  let bare: PageFigures;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: OFFLINE_CHROMIUM_ARGS,
      logLevel: 'silent',
    });

    bare = await auditPage(BARE_PAGE, server.baseUrl, chrome.port, runs);

    // Anonymous first: with a session the login page sends the user on to the categories.
    const login = wanted('login')
      ? await auditPage(LOGIN, server.baseUrl, chrome.port, runs)
      : undefined;
    if (login) pages.push(login);

    const cookies = await loginAsGuest(server.baseUrl);
    const targets = await catalogTargets(server.baseUrl, cookieHeader(cookies));
    await giveBrowserSession(chrome.port, server.baseUrl, cookies);

    const catalog: PageFigures[] = [];
    for (const target of targets.filter((t) => wanted(t.name))) {
      catalog.push(await auditPage(target, server.baseUrl, chrome.port, runs));
    }
    pages.push(...catalog);

    if (repeatRuns > 0) {
      for (const page of catalog) {
        const url = server.baseUrl + page.path;
        page.repeat = await auditRepeatVisit(page, server.baseUrl, chrome.port, repeatRuns, {
          installAt: url,
          open: url,
        });
      }
      // Last: it ends the browser's session.
      if (login) {
        const [member] = targets;
        if (!member) throw new Error('no member page to install the worker from');
        login.repeat = await auditRepeatVisit(LOGIN, server.baseUrl, chrome.port, repeatRuns, {
          installAt: server.baseUrl + member.path,
          open: server.baseUrl + LOGIN.path,
          between: dropSession,
        });
      }
    }
  } finally {
    chrome?.kill();
    await server.stop();
    dist.remove();
  }

  for (const page of pages) {
    process.stdout.write(`${describePage(page)}\n`);
    for (const failing of page.failing) {
      process.stdout.write(`${describeFailingAudit(failing)}\n`);
    }
  }
  if (repeatRuns > 0) process.stdout.write(`${repeatVisitTable(pages)}\n`);
  process.stdout.write(`${bareRatioTable(pages, bare)}\n`);

  const allMet = pages.every(
    (p) => p.goalsMet && (p.repeat === undefined || p.repeat.metrics.lcpMs <= GOALS.repeatLcpMs),
  );
  const lcpRatios = pages
    .map((p) => `${p.name} ${(p.metrics.lcpMs / bare.metrics.lcpMs).toFixed(2)}×`)
    .join(', ');
  const summary = `${summaryLine(pages, runs, allMet)}; LCP × bare page (${String(Math.round(bare.metrics.lcpMs))} ms): ${lcpRatios}`;
  report(
    'lighthouse',
    {
      preset: 'mobile (Lighthouse default config, simulated throttling)',
      runsPerPage: runs,
      repeatRunsPerPage: repeatRuns,
      goals: GOALS,
      goalsMet: allMet,
      bare,
      pages,
    },
    summary,
  );
  return 0;
}

process.exitCode = await main();
