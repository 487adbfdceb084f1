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
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './lib/chromium.ts';
import { benchDir, report, repoRoot } from './lib/results.ts';
import { startServer } from './lib/server.ts';

// WEB_DIST (as the server reads it) audits another build, e.g. one kept apart from rebuilds.
/**
 * Lighthouse 13 wants Node 22: some of its insight audits (weight 0: they cost no points) call the
 * iterator helpers (`map.values().find(...)`), which Node 20 lacks. Adds the few they use, only when
 * missing, so those audits run here too instead of erroring.
 */
function addIteratorHelpers(): void {
  const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<
    string,
    unknown
  >;
  type Iter = Iterator<unknown> & Iterable<unknown>;
  const helpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
    toArray(this: Iter) {
      return [...this];
    },
    forEach(this: Iter, fn: (value: unknown, index: number) => void) {
      let i = 0;
      for (const value of this) fn(value, i++);
    },
    some(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return true;
      return false;
    },
    every(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (!fn(value, i++)) return false;
      return true;
    },
    find(this: Iter, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return value;
      return undefined;
    },
    reduce(
      this: Iter,
      fn: (acc: unknown, value: unknown, index: number) => unknown,
      ...init: never[]
    ) {
      const values = [...this];
      return init.length > 0 ? values.reduce(fn, init[0]) : values.reduce(fn);
    },
    map(this: Iter, fn: (value: unknown, index: number) => unknown) {
      return [...this].map(fn).values();
    },
    filter(this: Iter, fn: (value: unknown, index: number) => boolean) {
      return [...this].filter(fn).values();
    },
    flatMap(this: Iter, fn: (value: unknown, index: number) => Iterable<unknown>) {
      return [...this].flatMap((value, index) => [...fn(value, index)]).values();
    },
    take(this: Iter, count: number) {
      return [...this].slice(0, count).values();
    },
    drop(this: Iter, count: number) {
      return [...this].slice(count).values();
    },
  };
  for (const [name, helper] of Object.entries(helpers)) {
    if (typeof proto[name] !== 'function') {
      Object.defineProperty(proto, name, { value: helper, writable: true, configurable: true });
    }
  }
}
addIteratorHelpers();

const distDir = path.resolve(repoRoot, 'apps/server', process.env.WEB_DIST ?? '../web/dist');
const reportsDir = path.join(benchDir, 'results', 'lighthouse');

const GUEST_EMAIL = 'guest@citybook.app';
const GUEST_PASSWORD = 'Guest#Citybook1';

const GOALS = { performance: 95, accessibility: 100, bestPractices: 95 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type CategoryId = (typeof CATEGORIES)[number];

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
type MetricName = keyof typeof METRICS;

interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

interface PageRun {
  scores: Record<CategoryId, number>;
  metrics: Record<MetricName, number>;
}

interface PageFigures extends PageRun {
  name: string;
  path: string;
  /** Every run's scores and metrics, in order; the figures above are the median run's. */
  runs: PageRun[];
  failing: FailingAudit[];
  /** The final URL Lighthouse landed on (a redirect to login would show here). */
  finalUrl: string;
  benchmarkIndex: number | null;
  goalsMet: boolean;
}

interface Target {
  name: string;
  path: string;
  loggedIn: boolean;
}

/** Logs the guest in through the API; returns the session cookies the server set. */
async function loginAsGuest(baseUrl: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${GUEST_EMAIL}:${GUEST_PASSWORD}`).toString('base64')}`,
      'Content-Type': 'application/json',
      Origin: baseUrl,
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`guest login answered ${String(response.status)}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  for (const name of ['auth-ticket', 'auth-signal']) {
    if (!cookies.some((c) => c.name === name)) throw new Error(`login did not set ${name}`);
  }
  return cookies;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { Cookie: cookie } });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

interface DemoMerchant {
  id: number;
  categoryId: number;
  hasSiblings: boolean;
  franchisorId: number | null;
  offers: { id: number }[];
}

/** The logged-in pages to audit, on the demo data of the guest's market. */
async function catalogTargets(baseUrl: string, cookie: string): Promise<Target[]> {
  const profile = await getJson<{ marketId: number }>(`${baseUrl}/api/account/profile`, cookie);
  const categories = await getJson<{ id: number }[]>(
    `${baseUrl}/api/category/getall/${String(profile.marketId)}`,
    cookie,
  );
  for (const category of categories) {
    const query = new URLSearchParams({
      marketId: String(profile.marketId),
      categoryId: String(category.id),
    });
    const merchants = await getJson<DemoMerchant[]>(
      `${baseUrl}/api/merchant/getCategory?${query.toString()}`,
      cookie,
    );
    const merchant = merchants.find((m) => m.offers.length > 0);
    const offer = merchant?.offers[0];
    if (!merchant || !offer) continue;
    const merchantQuery = new URLSearchParams({ hasSiblings: String(merchant.hasSiblings) });
    if (merchant.franchisorId !== null) {
      merchantQuery.set('franchisorId', String(merchant.franchisorId));
    }
    return [
      { name: 'categories', path: '/offers/categories', loggedIn: true },
      { name: 'category', path: `/offers/category/${String(category.id)}`, loggedIn: true },
      {
        name: 'merchant',
        path: `/offers/category/${String(category.id)}/merchant/${String(merchant.id)}?${merchantQuery.toString()}`,
        loggedIn: true,
      },
      {
        name: 'offer',
        path: `/offers/offer/${String(merchant.id)}/${String(offer.id)}`,
        loggedIn: true,
      },
    ];
  }
  throw new Error('the demo data has no category with a merchant that has offers');
}

function scoreOf(lhr: Result, id: CategoryId): number {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? Number.NaN : Math.round(score * 100);
}

function pageRun(lhr: Result): PageRun {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(lhr, id)])) as Record<
    CategoryId,
    number
  >;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<MetricName, number>;
  return { scores, metrics };
}

/** The audits that cost points: scored below 1 (and not informative, manual or not applicable). */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const scored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric';
      const failed = audit.scoreDisplayMode === 'error' || (scored && (audit.score ?? 0) < 1);
      // Performance metrics lose points on every page; only the opportunities count as failures.
      if (!failed || (category === 'performance' && ref.group === 'metrics')) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

async function audit(url: string, port: number): Promise<{ lhr: Result; html: string }> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  // A busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is done again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      const html = Array.isArray(result.report) ? result.report[0] : result.report;
      return { lhr, html: html ?? '' };
    }
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(failure);
    console.warn(`bench:lighthouse: ${failure}; trying again`);
  }
}

const median = <T>(items: T[], key: (item: T) => number): T => {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
};

async function auditPage(
  target: Target,
  baseUrl: string,
  port: number,
  runs: number,
): Promise<PageFigures> {
  const url = baseUrl + target.path;
  const results: { lhr: Result; html: string }[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, port));
  const { lhr: kept, html } = median(results, (r) => scoreOf(r.lhr, 'performance'));
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

const ms = (value: number): string => `${String(Math.round(value))} ms`;

function describe(page: PageFigures): string {
  const { scores, metrics } = page;
  return (
    `${page.name.padEnd(10)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  ` +
    `bp ${String(scores['best-practices']).padStart(3)}  FCP ${ms(metrics.fcpMs)}  LCP ${ms(metrics.lcpMs)}  ` +
    `TBT ${ms(metrics.tbtMs)}  CLS ${metrics.cls.toFixed(3)}  (${page.path})`
  );
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
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const targets = await catalogTargets(server.baseUrl, cookieHeader);

    // The session lives in the browser's cookie jar, as after a real login: the app reads the
    // auth-signal cookie itself, so a Cookie request header alone would not do.
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${String(chrome.port)}`,
    });
    const host = new URL(server.baseUrl).hostname;
    await browser.setCookie(
      ...cookies.map((c) => ({
        name: c.name,
        value: c.value,
        domain: host,
        path: '/',
        httpOnly: c.name === 'auth-ticket',
        sameSite: 'Lax' as const,
      })),
    );
    await browser.disconnect();

    for (const target of targets.filter((t) => wanted(t.name))) {
      pages.push(await auditPage(target, server.baseUrl, chrome.port, runs));
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }

  for (const page of pages) {
    process.stdout.write(`${describe(page)}\n`);
    for (const failing of page.failing) {
      process.stdout.write(
        `    ${failing.category}: ${failing.id} — ${failing.title}${failing.displayValue ? ` (${failing.displayValue})` : ''}\n`,
      );
    }
  }

  const low = (key: CategoryId) => Math.min(...pages.map((p) => p.scores[key]));
  const allMet = pages.every((p) => p.goalsMet);
  const summary =
    `${pages.map((p) => `${p.name} ${String(p.scores.performance)}/${String(p.scores.accessibility)}/${String(p.scores['best-practices'])}`).join(', ')} ` +
    `(perf/a11y/bp, median of ${String(runs)}); lowest perf ${String(low('performance'))}, ` +
    `a11y ${String(low('accessibility'))}, bp ${String(low('best-practices'))}; ` +
    `max LCP ${ms(Math.max(...pages.map((p) => p.metrics.lcpMs)))}, max TBT ${ms(Math.max(...pages.map((p) => p.metrics.tbtMs)))}, ` +
    `max CLS ${Math.max(...pages.map((p) => p.metrics.cls)).toFixed(3)}; ` +
    (allMet ? 'goals met' : 'GOALS NOT MET');
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
