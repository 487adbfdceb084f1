import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The worker precaches the whole build (about 880 KB) before it takes control. */
const CONTROL_TIMEOUT_MS = 60_000;

export interface WarmUp {
  /** A page that registers the worker (a member's page: the login page does not, ADR 0015). */
  installAt: string;
  /** The page then opened again under the worker, so that its runtime caches fill. */
  open: string;
  /** Done between the two, e.g. dropping the session before the login page. */
  between?: (browser: Browser) => Promise<void>;
}

/** Entries in each of the origin's caches after the warm-up (precache, API answers, images). */
export type CacheEntries = Record<string, number>;

/**
 * Lighthouse's mobile screen (its `screenEmulationMetrics.mobile`): the warm-up sees the rows and
 * images the audited visit will, so lazily loaded images are in the worker's cache too.
 */
const LIGHTHOUSE_MOBILE_SCREEN = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

async function openTab(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(LIGHTHOUSE_MOBILE_SCREEN);
  return page;
}

/** Loads `url` in a new tab until the service worker controls it. */
async function installWorker(browser: Browser, url: string): Promise<void> {
  const page = await openTab(browser);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {
        timeout: CONTROL_TIMEOUT_MS,
      });
    } catch {
      throw new Error(
        `no service worker took control of ${url} within ${String(CONTROL_TIMEOUT_MS / 1000)} s`,
      );
    }
  } finally {
    await page.close();
  }
}

/** Loads `url` in a new tab under the worker until the network is idle; counts the caches. */
async function visitUnderWorker(browser: Browser, url: string): Promise<CacheEntries> {
  const page = await openTab(browser);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    // Lighthouse's visit loads lazy logos further down a list than this tab does (seen on the
    // category page): the list is read to its end once, so they are in the worker's cache too.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForNetworkIdle({ idleTime: 500 });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`the service worker did not control ${url} when opened again`);
    return await page.evaluate(async () => {
      const entries: Record<string, number> = {};
      for (const name of await caches.keys()) {
        entries[name] = (await (await caches.open(name)).keys()).length;
      }
      return entries;
    });
  } finally {
    await page.close();
  }
}

/**
 * Prepares a repeat visit in the Chromium on `chromePort`: clears the origin's workers and caches
 * (as Lighthouse does before a first visit), loads `installAt` until the service worker has taken
 * control of it, then loads `open` in a new tab (a new session: what the first tab kept in its
 * session storage is fetched again, through the worker) until the network is idle, and scrolls it
 * to the end. A Lighthouse
 * run that keeps storage is then that page's next visit.
 */
export async function warmUpWorker(chromePort: number, warmUp: WarmUp): Promise<CacheEntries> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(chromePort)}` });
  try {
    await installWorker(browser, warmUp.installAt);
    await warmUp.between?.(browser);
    return await visitUnderWorker(browser, warmUp.open);
  } finally {
    await browser.disconnect();
  }
}
