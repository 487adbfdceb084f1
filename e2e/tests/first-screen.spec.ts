import { CatalogApi } from '@citybook/contract';
import type { Page, Request } from '@playwright/test';
import { guestMarketId, marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';

/** The app's entry script, as index.html names it (apps/web/vite.config.ts: the `app` chunk). */
const APP_SCRIPT = /\/assets\/app-[\w-]+\.js$/;

/**
 * Holds the app's script back until a request of each of `wanted` has started, then lets it
 * through. A page that names its code and data in its HTML (ADR 0045) has them on the way while
 * the app is still downloading; one that waits for the app to run never gets its script, loads
 * nothing, and the test fails on its timeout. (Routing also turns the HTTP cache off: each file is
 * fetched as on a first visit.)
 */
async function holdAppScriptUntil(page: Page, wanted: ((url: URL) => boolean)[]) {
  const seen: Request[] = [];
  let allStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    allStarted = resolve;
  });
  let scriptSent = false;
  let whileHeld: boolean | undefined;
  const onRequest = (request: Request) => {
    if (wanted.some((matches) => matches(new URL(request.url())))) seen.push(request);
    if (whileHeld === undefined && wanted.every((m) => seen.some((r) => m(new URL(r.url()))))) {
      whileHeld = !scriptSent;
      allStarted();
    }
  };
  page.on('request', onRequest);
  await page.route(APP_SCRIPT, async (route) => {
    await started;
    scriptSent = true;
    await route.continue();
  });
  return {
    /** The requests of `wanted`, as the page made them. */
    seen,
    /** Resolves once every wanted request has started; says whether the script was still held. */
    startedWhileScriptHeld: async () => {
      await started;
      return whileHeld;
    },
    async stop() {
      page.off('request', onRequest);
      await page.unroute(APP_SCRIPT);
    },
  };
}

const pathIs =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

test.describe('each page names its code and first data in the HTML it is sent (issue 28 item 1)', () => {
  test('the login page’s own code starts downloading before the app’s script has arrived', async ({
    page,
  }) => {
    const loginChunk = (url: URL) => /\/assets\/login-page-[\w-]+\.js$/.test(url.pathname);
    const held = await holdAppScriptUntil(page, [loginChunk]);
    await page.goto('/account/login');
    expect(await held.startedWhileScriptHeld()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Citybook' })).toBeVisible();
    await held.stop();
  });

  test('the categories, a merchant and an offer ask for their data before the app’s script has arrived, and only once', async ({
    page,
    request,
  }) => {
    const marketId = await guestMarketId(request);
    const merchant = (await marketMerchants(request, marketId)).find(
      (m) => m.offers.length > 0 && m.categoryId !== null,
    );
    const offer = merchant?.offers[0];
    if (!merchant || !offer) throw new Error('The demo market has no merchant with an offer');
    await logInAsGuest(page);

    const pages = [
      {
        path: '/offers/categories',
        data: [
          CatalogApi.getCategories.path.replace(':marketId', String(marketId)),
          CatalogApi.getMobileAds.path.replace(':marketId', String(marketId)),
        ],
        heading: 'Categories',
      },
      {
        path: `/offers/category/${String(merchant.categoryId)}/merchant/${String(merchant.id)}`,
        data: [CatalogApi.getMerchant.path.replace(':id', String(merchant.id))],
        heading: merchant.title,
      },
      {
        path: `/offers/offer/${String(merchant.id)}/${String(offer.id)}`,
        data: [CatalogApi.getMerchant.path.replace(':id', String(merchant.id))],
        heading: offer.title,
      },
    ];
    for (const target of pages) {
      const held = await holdAppScriptUntil(page, target.data.map(pathIs));
      await page.goto(target.path);
      expect(await held.startedWhileScriptHeld()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      // The app's own call took the preloaded answer: each was asked for once.
      for (const pathname of target.data) {
        expect(
          held.seen.filter((r) => new URL(r.url()).pathname === pathname),
          pathname,
        ).toHaveLength(1);
      }
      await held.stop();
    }
  });
});
