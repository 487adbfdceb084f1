/**
 * The map at 100,000 merchants (issue #17 item 6): opens /offers/map in Debian's Chromium on a
 * market of BENCH_MAP_SIZE merchants (default 100,000; the scale market of bench:scale, centred on
 * Dallas) at a phone's size, then pans and zooms it, and reports the main thread's long tasks
 * (over 50 ms, PerformanceObserver 'longtask'), the time to the first markers and the in-area
 * answers' times and sizes. Goal: no long task over 200 ms while panning (the page never freezes).
 *
 * Needs the build (`npm run build`). Usage: npm run bench:map-scale
 */
import { chromium, type Page } from '@playwright/test';
import { CatalogApi, AccountApi } from '@citybook/contract';
import { createTestDatabase, SQLITE, startInProcess } from '@citybook/server/test-support';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './lib/chromium.ts';
import { httpRequest } from './lib/http.ts';
import { BENCH_PASSWORD, jsonHeaders } from './lib/members.ts';
import { report } from './lib/results.ts';
import { fillScaleMarket } from './lib/scale-market.ts';
import { startServer } from './lib/server.ts';

const SIZE = Number(process.env.BENCH_MAP_SIZE ?? 100_000);
const GOAL_LONGEST_MS = 200;
const PHONE = { width: 390, height: 844 };
const PANS = 12;

declare global {
  interface Window {
    benchLongTasks?: number[];
  }
}

async function drag(page: Page, dx: number, dy: number): Promise<void> {
  const x = PHONE.width / 2;
  const y = PHONE.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

async function main(): Promise<void> {
  const scratch = await createTestDatabase({
    server: SQLITE,
    content: 'seeded',
    label: 'bench_map',
  });
  try {
    const filling = await startInProcess({ databaseUrl: scratch.url });
    const { marketId } = await fillScaleMarket(filling.database.db, SIZE).finally(() =>
      filling.close(),
    );
    const server = await startServer({ DATABASE_URL: scratch.url });
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: OFFLINE_CHROMIUM_ARGS,
    });
    try {
      const email = `map-bench-${String(Date.now())}@example.com`;
      const created = await httpRequest(`${server.baseUrl}${AccountApi.createAccount.path}`, {
        headers: jsonHeaders(server.baseUrl),
        body: { emailAddress: email, password: BENCH_PASSWORD, marketId },
      });
      if (created.status !== 200) throw new Error(`sign-up: ${String(created.status)}`);

      const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.benchLongTasks?.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const answers: { ms: number; bytes: number }[] = [];
      const asked = new Map<string, number>();
      page.on('request', (request) => {
        if (request.url().includes(CatalogApi.getMerchantsInArea.path))
          asked.set(request.url(), performance.now());
      });
      page.on('response', (response) => {
        const began = asked.get(response.url());
        if (began === undefined) return;
        void response.body().then(
          (body) => answers.push({ ms: performance.now() - began, bytes: body.length }),
          () => undefined,
        );
      });

      await page.goto('/account/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));

      // Long tasks from here on: the map page only.
      await page.evaluate(() => {
        window.benchLongTasks = [];
      });
      const opened = performance.now();
      await page.goto('/offers/map');
      await page.locator('.citybook-cluster, .citybook-marker').first().waitFor();
      const firstMarkersMs = Math.round(performance.now() - opened);

      for (let pan = 0; pan < PANS; pan += 1) {
        const direction = pan % 4;
        await drag(page, [150, -150, 0, 0][direction] ?? 0, [0, 0, 200, -200][direction] ?? 0);
        await page.waitForTimeout(400);
        if (pan === 4 || pan === 8) {
          await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
          await page.waitForTimeout(400);
        }
      }
      await page.waitForTimeout(1000);
      const longTasks = await page.evaluate(() => window.benchLongTasks ?? []);
      const longest = Math.round(Math.max(0, ...longTasks));
      const markers = await page.locator('.citybook-cluster, .citybook-marker').count();
      const figures = {
        merchants: SIZE,
        viewport: PHONE,
        pans: PANS,
        firstMarkersMs,
        longTasks: longTasks.map(Math.round),
        longestTaskMs: longest,
        inAreaAnswers: answers.map((a) => ({ ms: Math.round(a.ms), bytes: a.bytes })),
        markersAtEnd: markers,
      };
      const slowest = Math.round(Math.max(0, ...answers.map((a) => a.ms)));
      const biggest = Math.max(0, ...answers.map((a) => a.bytes));
      report(
        'map-scale',
        figures,
        `${String(SIZE)} merchants: first markers after ${String(firstMarkersMs)} ms; ` +
          `${String(answers.length)} in-area answers (slowest ${String(slowest)} ms, largest ` +
          `${String(Math.round(biggest / 1024))} KB); ${String(longTasks.length)} long tasks, longest ` +
          `${String(longest)} ms (goal <= ${String(GOAL_LONGEST_MS)} ms: ${longest <= GOAL_LONGEST_MS ? 'met' : 'NOT met'})`,
      );
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

await main();
