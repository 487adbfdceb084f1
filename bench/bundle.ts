/**
 * Bundle benchmark and budget (issue #7, item 1): the JavaScript and CSS that Debian's Chromium
 * downloads to show the login page, to show the categories after "Continue as Guest", and to show
 * the map (the heaviest route: it brings Leaflet) opened directly with that session, measured in
 * the browser against the real server and the built SPA (apps/web/dist).
 *
 * Budgets (ADR 0005, measured as ADR 0029 says): the JavaScript the login screen needs before its
 * heading is visible (entry, module preloads, the route's chunk) at most 155 KB, and any route's
 * JavaScript until network idle at most 200 KB, both counted as the server sends them: brotli, at
 * the levels of apps/web/scripts/precompress.mjs. Raw and gzip bytes are reported beside them.
 * Exits 1 when a budget is exceeded, when a script is sent in another encoding than the budgets
 * count, when the map library (Leaflet) is downloaded on the login or categories route, or when
 * the build is missing.
 *
 * Usage: npm run bench:bundle   (after npm run build)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './lib/chromium.ts';
import { report, repoRoot } from './lib/results.ts';
import { startServer } from './lib/server.ts';

/** 1 KB = 1,000 bytes (as Vite prints sizes): the stricter reading of the budgets. */
const KB = 1000;
/** The budgets count JavaScript as the server sends it: brotli, precompressed (ADR 0029). */
const BUDGET_LOGIN_JS = 155 * KB;
const BUDGET_ANY_ROUTE_JS = 200 * KB;
/** The encoding the budgets are counted in; a file sent otherwise fails the run. */
const SENT_ENCODING = 'br';

const distDir = path.join(repoRoot, 'apps/web/dist');

type Kind = 'js' | 'css';

interface FileFigures {
  /** URL path, e.g. /assets/index-abc123.js */
  path: string;
  kind: Kind;
  raw: number;
  gzip: number;
  brotli: number;
  /** Body bytes as sent on the wire (after the server's content encoding), from the browser. */
  transferred: number;
  /** The Content-Encoding the server answered with ('' for none). */
  encoding: string;
  /** True when the file is (part of) the map library. */
  map: boolean;
}

interface Totals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

interface RouteFigures {
  route: string;
  files: FileFigures[];
  js: Totals;
  css: Totals;
  mapLibrary: string[];
}

const compressedSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Raw, gzip and brotli sizes of a built file, compressed as precompress.mjs does. */
function sizesOf(file: string, content: Buffer): { raw: number; gzip: number; brotli: number } {
  const known = compressedSizes.get(file);
  if (known) return known;
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
  compressedSizes.set(file, sizes);
  return sizes;
}

function kindOf(request: Request): Kind | null {
  const type = request.resourceType();
  const pathname = new URL(request.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

interface Recording {
  /** The files whose download had finished when called (in the order they finished). */
  mark(): { until: number };
  stop(): Promise<FileFigures[]>;
  /** The files of `stop()` that had finished at `mark`. */
  before(mark: { until: number }): Promise<FileFigures[]>;
}

/** Records every JS and CSS file the page downloads until `stop()`. */
function recordDownloads(page: Page): Recording {
  const pending: Promise<FileFigures | null>[] = [];
  const onFinished = (request: Request): void => {
    const kind = kindOf(request);
    if (kind === null) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const pathname = new URL(request.url()).pathname;
        const file = path.join(distDir, path.normalize(pathname));
        let content: Buffer;
        if (file.startsWith(distDir + path.sep) && existsSync(file)) {
          content = readFileSync(file);
        } else {
          // Not a file of the build (should not happen): measure what the browser got.
          content = await response.body();
        }
        const sizes = sizesOf(file, content);
        const wire = await request.sizes();
        return {
          path: pathname,
          kind,
          ...sizes,
          transferred: wire.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? '',
          map:
            /^\/assets\/map-page[-.]/.test(pathname) || /leaflet/i.test(content.toString('utf8')),
        } satisfies FileFigures;
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    mark: () => ({ until: pending.length }),
    async before(mark) {
      const files = (await Promise.all(pending.slice(0, mark.until))).filter(
        (f): f is FileFigures => f !== null,
      );
      return files.sort((a, b) => a.path.localeCompare(b.path));
    },
    async stop() {
      page.off('requestfinished', onFinished);
      const files = (await Promise.all(pending)).filter((f): f is FileFigures => f !== null);
      return files.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

function total(files: FileFigures[], kind: Kind): Totals {
  const own = files.filter((f) => f.kind === kind);
  return {
    files: own.length,
    raw: own.reduce((sum, f) => sum + f.raw, 0),
    gzip: own.reduce((sum, f) => sum + f.gzip, 0),
    brotli: own.reduce((sum, f) => sum + f.brotli, 0),
  };
}

function routeFigures(route: string, files: FileFigures[]): RouteFigures {
  const unique = [...new Map(files.map((f) => [f.path, f])).values()].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
  return {
    route,
    files: unique,
    js: total(unique, 'js'),
    css: total(unique, 'css'),
    mapLibrary: unique.filter((f) => f.map).map((f) => f.path),
  };
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const headroom = (used: number, budget: number): string =>
  `${(((budget - used) / budget) * 100).toFixed(1)} %`;

function describe(route: RouteFigures): string {
  const { js, css } = route;
  return (
    `${route.route}: JS ${String(js.files)} files ${kb(js.raw)} raw / ${kb(js.gzip)} gzip / ` +
    `${kb(js.brotli)} br; CSS ${String(css.files)} files ${kb(css.raw)} raw / ${kb(css.gzip)} gzip / ` +
    `${kb(css.brotli)} br`
  );
}

async function main(): Promise<number> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`bench:bundle: no build at ${distDir}: run \`npm run build\` first.`);
    return 1;
  }

  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  let login: RouteFigures;
  let loginShown: RouteFigures;
  let categoriesNav: RouteFigures;
  let categories: RouteFigures;
  let map: RouteFigures;
  try {
    // A fresh context: empty cache, no cookies, as a first visit.
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();

    const loginRecording = recordDownloads(page);
    await page.goto('/account/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to Citybook' }).waitFor();
    // What the browser needed to show the screen: the login budget (ADR 0029).
    const loginShownMark = loginRecording.mark();
    // Anything the page still loads on its own (prefetches) counts under the any-route budget.
    await page.waitForLoadState('networkidle');
    const loginFiles = await loginRecording.stop();
    const loginShownFiles = await loginRecording.before(loginShownMark);

    const navRecording = recordDownloads(page);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.waitForURL(/\/offers\/categories$/);
    await page.waitForLoadState('networkidle');
    const navFiles = await navRecording.stop();

    // The map opened directly by a member with a session (a bookmark, a reload), cache empty.
    const mapContext = await browser.newContext({
      baseURL: server.baseUrl,
      storageState: await context.storageState(),
    });
    const mapPage = await mapContext.newPage();
    const mapRecording = recordDownloads(mapPage);
    await mapPage.goto('/offers/map');
    await mapPage.getByRole('heading', { level: 1, name: 'Map' }).waitFor();
    await mapPage.waitForLoadState('networkidle');
    const mapFiles = await mapRecording.stop();
    await mapContext.close();

    login = routeFigures('/account/login (until network idle)', loginFiles);
    loginShown = routeFigures('/account/login (until its heading is visible)', loginShownFiles);
    categoriesNav = routeFigures('/offers/categories (navigation only)', navFiles);
    categories = routeFigures('/offers/categories (from arrival)', [...loginFiles, ...navFiles]);
    map = routeFigures('/offers/map (opened directly)', mapFiles);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  const failures: string[] = [];
  if (loginShown.js.brotli > BUDGET_LOGIN_JS) {
    failures.push(
      `login route JavaScript before its heading shows is ${kb(loginShown.js.brotli)} as sent (br), over the ${kb(BUDGET_LOGIN_JS)} budget`,
    );
  }
  for (const route of [login, categories, map]) {
    if (route.js.brotli > BUDGET_ANY_ROUTE_JS) {
      failures.push(
        `${route.route} JavaScript is ${kb(route.js.brotli)} as sent (br), over the ${kb(BUDGET_ANY_ROUTE_JS)} budget`,
      );
    }
    // The budgets count brotli because that is what the server sends; if it ever stops, say so.
    for (const f of route.files.filter((file) => file.kind === 'js')) {
      if (f.encoding !== SENT_ENCODING) {
        failures.push(`${f.path} was sent as ${f.encoding || 'identity'}, not ${SENT_ENCODING}`);
      }
    }
  }
  // Each file once: the login route's, then those the navigation added, then the map's; then sums.
  for (const route of [login, categoriesNav, map]) {
    process.stdout.write(`${describe(route)}\n`);
    for (const f of route.files) {
      process.stdout.write(
        `  ${f.kind.padEnd(3)} ${f.path.padEnd(60)} ${kb(f.raw).padStart(9)} raw ${kb(f.gzip).padStart(9)} gzip ` +
          `${kb(f.brotli).padStart(9)} br  sent ${kb(f.transferred)} ${f.encoding || 'identity'}\n`,
      );
    }
  }
  process.stdout.write(`${describe(loginShown)}\n${describe(categories)}\n${describe(map)}\n`);

  const budgets = {
    loginJsSent: BUDGET_LOGIN_JS,
    anyRouteJsSent: BUDGET_ANY_ROUTE_JS,
    encoding: SENT_ENCODING,
    unit: '1 KB = 1000 bytes',
  };
  const summary =
    `login JS before its heading shows ${kb(loginShown.js.brotli)} as sent (br; ${kb(loginShown.js.gzip)} gzip) ` +
    `of a ${kb(BUDGET_LOGIN_JS)} budget, ${headroom(loginShown.js.brotli, BUDGET_LOGIN_JS)} headroom; ` +
    `until network idle ${kb(login.js.brotli)} br (budget ${kb(BUDGET_ANY_ROUTE_JS)}), CSS ${kb(login.css.brotli)} br; ` +
    `categories from arrival JS ${kb(categories.js.brotli)} br / ${kb(categories.js.gzip)} gzip ` +
    `(budget ${kb(BUDGET_ANY_ROUTE_JS)}), CSS ${kb(categories.css.brotli)} br ` +
    `(navigation alone JS ${kb(categoriesNav.js.brotli)} br); map opened directly JS ` +
    `${kb(map.js.brotli)} br / ${kb(map.js.gzip)} gzip; map library on login and categories ` +
    `${login.mapLibrary.length + categories.mapLibrary.length === 0 ? 'absent' : 'PRESENT'}; ` +
    (failures.length === 0 ? 'budgets met' : 'BUDGET FAILED');
  report(
    'bundle',
    {
      budgets,
      passed: failures.length === 0,
      failures,
      routes: [loginShown, login, categoriesNav, categories, map],
    },
    summary,
  );

  for (const failure of failures) console.error(`bench:bundle: FAIL: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
