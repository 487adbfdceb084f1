import { OfflineText } from '@citybook/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';

// The other journeys stub API answers per page, which a service worker's own fetches would bypass:
// they run with workers blocked (playwright.config.ts), these two with the app's worker.
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the app's worker is active and controls the page (clientsClaim). */
async function workerControls(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the app is installable the way Chromium decides it', async ({ page, context }) => {
  await logInAsGuest(page);
  expect(await workerControls(page)).toMatch(/\/sw\.js$/);

  // The manifest the page links, parsed with the fields and icons install needs.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Citybook',
    start_url: '/offers/categories',
    scope: '/',
    display: 'standalone',
    theme_color: '#0079c2',
  });
  for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) {
    const icon = manifest.icons.find((each) => `${each.sizes} ${each.purpose}` === wanted);
    expect(icon, wanted).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width] = (icon?.sizes ?? '').split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height: width });
  }

  // Chromium's own reading of the manifest and its install check, through DevTools.
  const cdp = await context.newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
  };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  // A worker with a fetch handler: after a reload the page itself comes from the worker.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito ones, where Chromium never offers install: that
  // is the test's browser, not the app. Anything else (manifest, icons, worker) would be listed.
  const appErrors = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
  expect(appErrors.map((error) => error.errorId)).toEqual([]);
});

test('the app started offline after the visit that installed it still shows the categories', async ({
  page,
  context,
}) => {
  // The categories are read before the worker exists, and kept in the tab's session storage.
  await logInAsGuest(page);
  await workerControls(page);
  await expect(page.getByRole('link', { name: 'Dining', exact: true })).toBeVisible();
  // The worker asks for them again once in control; then a new start with no signal finds them.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('citybook-market-api')))
    .toBe(true);
  await context.setOffline(true);
  const later = await context.newPage();
  await later.goto('/offers/categories');
  await expect(later.getByRole('link', { name: 'Dining', exact: true })).toBeVisible();
});

test('categories and a merchant opened online still show offline, under the offline banner', async ({
  page,
  context,
}) => {
  await logInAsGuest(page);
  await workerControls(page);
  // Opened while the worker controls the page: its answers are kept for reading offline.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Dining', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dining', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  const merchants = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(merchants.first()).toBeVisible();
  const merchantName = (await merchants.first().textContent()) ?? '';
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  // A new page load forgets the app's own copies in memory: only the worker's remain.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OfflineText.banner })).toBeVisible();
  // Signal lost with the app open: pages still load from what the worker kept.
  await page.getByRole('link', { name: 'Dining', exact: true }).click();
  await expect(merchants.first()).toHaveText(merchantName);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OfflineText.banner })).toBeVisible();
  await page.getByRole('link', { name: 'Dining', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await expect(merchants.first()).toHaveText(merchantName);

  await context.setOffline(false);
  await expect(page.getByText(OfflineText.banner)).toBeHidden();
});
