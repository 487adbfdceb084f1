import { CatalogApi, MapMarkerText } from '@citybook/contract';
import {
  categoriesOf,
  expiredMerchant,
  guestMarketId,
  marketMerchants,
} from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { intersects, mapMarkers, markerBelow, mostCoveredShare } from '../support/map.ts';

test('category list: search filters, and coming back from a merchant restores search and scroll @smoke', async ({
  page,
}) => {
  await logInAsGuest(page);
  await page.getByRole('link', { name: 'Dining', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  // Focus moves to the new page without scrolling the top bar away (issue 15 item 2).
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
  await expect(back).toBeInViewport();

  const search = page.getByRole('searchbox', { name: 'Search merchants' });
  await search.fill('BISTRO');
  const merchants = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(merchants.first()).toBeVisible();
  for (const name of await merchants.allTextContents())
    expect(name.toLowerCase()).toContain('bistro');

  await search.fill('e');
  await expect(page.getByRole('status').filter({ hasText: /\d+ merchants/ })).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // The top bar is sticky: Back stays in reach down the list.
  await expect(back).toBeInViewport();
  const scrolled = await page.evaluate(() => window.scrollY);
  const target = merchants.nth(8);
  const chosen = (await target.getAttribute('href')) ?? '';
  await target.click();
  await expect(page).toHaveURL(new RegExp(chosen.replace(/[?]/g, '\\?')));

  await page.goBack();
  await expect(search).toHaveValue('e');
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
    .toBeGreaterThan(scrolled - 50);
});

test('a franchise location offers its sibling locations and switches to one', async ({
  page,
  request,
}) => {
  const marketId = await guestMarketId(request);
  const merchants = await marketMerchants(request, marketId);
  const franchise = merchants.find((m) => m.title === 'Lone Star Burger Co.');
  if (!franchise) throw new Error('The demo franchise is missing');
  const locations = merchants.filter((m) => m.franchisorId === franchise.franchisorId);

  await logInAsGuest(page);
  await page.goto(`/offers/category/${franchise.categoryId}`);
  await page.getByRole('link', { name: 'Lone Star Burger Co.' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Burger Co.' })).toBeVisible();
  const others = page.getByRole('region', { name: 'Other locations' }).getByRole('link');
  await expect(others).toHaveCount(locations.length - 1);

  const before = page.url();
  await others.first().click();
  await expect(page).not.toHaveURL(before);
  await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Burger Co.' })).toBeVisible();
});

test('an offer from an expired book says BOOK EXPIRED', async ({ page, request }) => {
  const merchant = expiredMerchant(await marketMerchants(request, await guestMarketId(request)));
  const offer = merchant.offers[0]!;
  await logInAsGuest(page);
  await page.goto(
    `/offers/category/${merchant.categoryId}/merchant/${merchant.id}?hasSiblings=false`,
  );

  await page
    .getByRole('button', { name: `${offer.title} Expired` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'BOOK EXPIRED' });
  await expect(dialog).toContainText('Sorry, this book has already expired');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('all coupons, reached from the categories and the menu, lists every offer of the market', async ({
  page,
  request,
}) => {
  const merchants = await marketMerchants(request, await guestMarketId(request));
  const total = merchants.reduce((sum, m) => sum + m.numberOfOffers, 0);
  await logInAsGuest(page);
  await page.getByRole('main').getByRole('link', { name: 'All Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Coupons' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${total} coupons` })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'All Coupons' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Coupons' })).toBeVisible();
});

test('the map clusters overlapping markers, hides a category, and keeps that after a merchant visit', async ({
  page,
  context,
  request,
}) => {
  const marketId = await guestMarketId(request);
  const dining = (await categoriesOf(request, marketId)).find((c) => c.title === 'Dining')!;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431 });

  await logInAsGuest(page);
  const inArea = page.waitForResponse((response) =>
    response.url().includes(CatalogApi.getMerchantsInArea.path),
  );
  await page.goto('/offers/map');
  // Issue 17 item 6: the map asks the server only for the box in view, at its zoom.
  const asked = new URL((await inArea).url()).searchParams;
  expect(asked.get('zoom')).toBe('12');
  const clusters = page.locator('.citybook-cluster');
  await expect(clusters.first()).toBeVisible();
  await expect(page.locator('.citybook-marker img').first()).toBeVisible();
  // Issue 15 item 22: at zoom 12 markers used to cover each other; now none is half covered.
  expect(await mostCoveredShare(page)).toBeLessThan(0.5);
  // Each marker and cluster is a 44 px target, not a Tab stop, under the current location.
  const location = page.getByRole('img', { name: 'Current Location' });
  await expect(location).toBeVisible();
  const looks = await mapMarkers(page).evaluateAll((elements) =>
    elements.map((e) => ({
      size: Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height),
      tabIndex: e.getAttribute('tabindex'),
      zIndex: Number(getComputedStyle(e).zIndex),
    })),
  );
  const locationZ = Number(await location.evaluate((e) => getComputedStyle(e).zIndex));
  for (const look of looks) {
    expect(look.size).toBeGreaterThanOrEqual(44);
    expect(look.tabIndex).toBe('-1');
    expect(look.zIndex).toBeLessThan(locationZ);
  }
  for (const name of ['Zoom in', 'Zoom out']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  }
  // Issue 32 item 6: no button lies over the map, so none covers a marker one could tap.
  const mapBox = (await page.getByRole('region', { name: 'Map of merchants' }).boundingBox())!;
  for (const name of ['Zoom in', 'Zoom out', 'Categories', 'My location', 'Show list']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(intersects(mapBox, box), name).toBe(false);
  }

  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.locator(`.citybook-marker img[src="${dining.icon1}"]`).first()).toBeAttached();
  const withoutDining = page.waitForResponse((response) => response.url().includes('categoryIds='));
  await page.getByRole('checkbox', { name: 'Dining' }).uncheck();
  const shownIds = new URL((await withoutDining).url()).searchParams.get('categoryIds');
  expect(shownIds?.split(',')).not.toContain(String(dining.id));
  await expect(page.locator(`.citybook-marker img[src="${dining.icon1}"]`)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The info window opens clear of the floating buttons.
  await (await markerBelow(page, page.getByRole('button', { name: 'Categories' }))).click();
  const popup = page.locator('.leaflet-popup');
  const viewMerchant = popup.getByRole('link', { name: 'View merchant' });
  await expect(viewMerchant).toBeFocused();
  const floating = [
    page.getByRole('button', { name: 'Zoom in', exact: true }),
    page.getByRole('button', { name: 'Zoom out', exact: true }),
    page.getByRole('button', { name: 'Categories' }),
    page.getByRole('button', { name: 'My location' }),
  ];
  await expect
    .poll(async () => {
      const window = (await popup.boundingBox())!;
      const boxes = await Promise.all(floating.map((button) => button.boundingBox()));
      return boxes.filter((box) => intersects(window, box!)).length;
    })
    .toBe(0);
  for (const target of [viewMerchant, popup.getByRole('button', { name: /close/i })]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await viewMerchant.click();
  await expect(page).toHaveURL(/\/merchant\/\d+/);
  await page.goBack();

  await expect(page.locator('.citybook-marker').first()).toBeVisible();
  await expect(page.locator(`.citybook-marker img[src="${dining.icon1}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('checkbox', { name: 'Dining' })).not.toBeChecked();
});

test('the map lists every merchant in view, clustered or not, with a franchise’s locations together', async ({
  page,
  request,
}) => {
  const marketId = await guestMarketId(request);
  const merchants = await marketMerchants(request, marketId);
  // The boxes the map asked about, answered; the last is the one on screen.
  const boxes: URLSearchParams[] = [];
  page.on('response', (response) => {
    if (response.url().includes(CatalogApi.getMerchantsInArea.path)) {
      boxes.push(new URL(response.url()).searchParams);
    }
  });
  const inLastBox = () => {
    const box = boxes.at(-1);
    const side = (name: string) => Number(box?.get(name));
    return merchants.filter(
      (merchant) =>
        merchant.latitude >= side('south') &&
        merchant.latitude <= side('north') &&
        merchant.longitude >= side('west') &&
        merchant.longitude <= side('east'),
    );
  };
  await logInAsGuest(page);
  await page.goto('/offers/map');
  await expect(page.locator('.citybook-cluster').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show list' }).click();

  // Issue 32 item 6: the count is the merchants inside the map's box (the list opening made the
  // map smaller: a new box), as the whole market's list has them, clustered or not.
  const count = page.getByText(/^\d+ merchants? in view$/);
  await expect
    .poll(
      async () => (await count.textContent()) === `${String(inLastBox().length)} merchants in view`,
    )
    .toBe(true);
  const inView = inLastBox();
  expect(inView.length).toBeGreaterThan(20);
  expect(inView.length).toBeGreaterThan(await page.locator('.citybook-marker').count());
  const list = page.getByRole('list', { name: 'Merchants' });
  await expect(list.locator('a')).toHaveCount(inView.length);

  // A franchise in view is one entry, with each of its locations under it.
  const lone = inView.filter((merchant) => merchant.title === 'Lone Star Burger Co.');
  expect(lone.length).toBeGreaterThanOrEqual(2);
  const franchise = list.getByRole('list', {
    name: `Lone Star Burger Co. (${String(lone.length)} locations)`,
  });
  await expect(franchise.locator('a')).toHaveCount(lone.length);
});

test('on the map, the keyboard skips the markers to the list', async ({ page }) => {
  await logInAsGuest(page);
  await page.goto('/offers/map');
  await expect(page.getByRole('region', { name: 'Map of merchants' })).toBeVisible();
  // Without the device's position the map starts at the market's centre, and says so.
  await expect(page.getByRole('img', { name: MapMarkerText.marketCentre })).toBeVisible();
  // The merchants are on the map: there is a list to land on (empty, the skip lands on the list).
  await expect(page.locator('.citybook-marker').first()).toBeVisible();

  // The page's own skip link, then the map's: past every marker to the list.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: MapMarkerText.skipToList });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const first = page.getByRole('list', { name: 'Merchants' }).getByRole('link').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/merchant\/\d+/);
});

test('market search: a merchant typed with a typo, from the categories to its coupon @smoke', async ({
  page,
}) => {
  await logInAsGuest(page);
  await page.getByRole('searchbox', { name: 'Search the market' }).fill('lone star burgr');
  await expect(page).toHaveURL(/\/offers\/categories\?q=lone\+star\+burgr$/);
  const results = page.getByRole('main').getByRole('link', { name: 'Lone Star Burger Co.' });
  await expect(results.first()).toBeVisible();
  await results.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lone Star Burger Co.' })).toBeVisible();

  const coupon = page.getByRole('region', { name: 'Coupons' }).getByRole('link').first();
  const couponTitle = (await coupon.textContent()) ?? '';
  await coupon.click();
  await expect(page).toHaveURL(/\/offers\/offer\/\d+\/\d+$/);
  await expect(page.getByRole('main')).toContainText(couponTitle);

  // Back to the search: the text and its results are still there.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search the market' })).toHaveValue(
    'lone star burgr',
  );
  await expect(results.first()).toBeVisible();
});
