import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountApi, CatalogApi, MerchantLeftText, OfflineText, urlOf } from '@citybook/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { memberPassword, uniqueEmail } from '../support/accounts.ts';
import { Audit } from '../support/axe-audit.ts';
import { categoriesOf, guestMarketId, marketMerchants } from '../support/catalog.ts';
import { CONSOLE_VIEWPORT, signInNewStaff } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';
import { runCli } from '../support/operator.ts';
import { heading } from '../support/screens.ts';

/** The member app's widths the message is looked at: a small phone, a common one, a desktop. */
const MEMBER_WIDTHS = [320, 390, 1280];

/** A merchant of Austin of its own, with one coupon, through the operator's import (CATALOG-23). */
function importMerchant(baseURL: string | undefined, tag: string, name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'retired-merchant-'));
  const merchants = path.join(folder, 'merchants.csv');
  const offers = path.join(folder, 'offers.csv');
  writeFileSync(
    merchants,
    'slug,market,category,title,latitude,longitude,address1,city,state,zip\n' +
      `left-${tag},austin,dining,${name},30.2672,-97.7431,9 Congress Ave,Austin,TX,78701\n`,
  );
  writeFileSync(
    offers,
    'slug,merchant,title,exclusion,redemptionDataTypeCode,redemptionData,savings\n' +
      `left-${tag}-o1,left-${tag},Free coffee ${tag},One per visit.,1,LEFT-${tag},4\n`,
  );
  runCli(baseURL, ['import', merchants]);
  runCli(baseURL, ['import', offers]);
}

/** A new merchant named `<prefix> <tag>`, imported, as members see it, and its Dining category. */
async function newMerchant(
  baseURL: string | undefined,
  request: APIRequestContext,
  prefix: string,
) {
  const tag = randomUUID().slice(0, 6);
  const name = `${prefix} ${tag}`;
  importMerchant(baseURL, tag, name);
  const marketId = await guestMarketId(request);
  const merchant = (await marketMerchants(request, marketId)).find((each) => each.title === name);
  if (!merchant) throw new Error(`${name} was not imported`);
  const dining = (await categoriesOf(request, marketId)).find((each) => each.title === 'Dining');
  if (!dining) throw new Error('The demo data has no Dining category');
  return { tag, name, marketId, merchant, diningId: dining.id };
}

/** A new member of the market, logged in through the form, past the activation prompt. */
async function memberOf(page: Page, request: APIRequestContext, marketId: number) {
  const email = uniqueEmail('left');
  const signUp = await request.post(AccountApi.createAccount.path, {
    data: { emailAddress: email, password: memberPassword, IsMobilePlus: false, marketId },
  });
  expect(signUp.ok()).toBe(true);
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);
}

/** An editor retires the merchant in the console's editor (OPERATOR-10), in a context of their own. */
async function retireInConsole(
  browser: Browser,
  baseURL: string | undefined,
  merchant: { id: number; title: string },
) {
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  try {
    const operator = await context.newPage();
    await signInNewStaff(operator, baseURL, 'editor');
    await operator.goto(`/console/merchants/${String(merchant.id)}`);
    await expect(heading(operator, merchant.title)).toBeVisible();
    await operator.getByRole('button', { name: 'Retire…' }).click();
    await operator
      .getByRole('dialog', { name: `Retire ${merchant.title}?` })
      .getByRole('button', { name: 'Retire', exact: true })
      .click();
    await expect(
      operator.getByRole('status').filter({ hasText: 'members no longer see it' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

// MERCHANT-12 (issue 30 item 5): a member has a merchant's page open; an operator retires the
// merchant in the console; the member's page says it left the book, and the list no longer has it.
test('a merchant retired in the console leaves the member’s list, and its open page says so', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { tag, name, marketId, merchant, diningId } = await newMerchant(
    baseURL,
    request,
    'Zephyr Diner',
  );

  // The member, in Austin, finds it on the Dining list and opens its page.
  await memberOf(page, request, marketId);
  await page.goto(`/offers/category/${String(diningId)}`);
  const search = page.getByRole('searchbox', { name: 'Search merchants' });
  await search.fill(tag);
  await page.getByRole('link', { name }).first().click();
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText(`Free coffee ${tag}`)).toBeVisible();

  await retireInConsole(browser, baseURL, merchant);

  // The member's open page, asked again: it says the merchant left, in words, not a failure.
  await page.reload();
  const left = heading(page, MerchantLeftText.message(name));
  await expect(left).toBeVisible();
  await expect(page.getByText(MerchantLeftText.detail, { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Axe and no sideways scrolling at each width; a screenshot of each, looked at.
  const audit = new Audit(page, MEMBER_WIDTHS);
  await audit.check('merchant left', left);
  audit.expectClean();
  for (const width of MEMBER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(left).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`merchant-left-${String(width)}.png`),
      fullPage: true,
    });
  }

  // Back to the list: the merchant is no longer on it, nor found by the market search.
  await page.getByRole('link', { name: MerchantLeftText.backToList }).click();
  await expect(page).toHaveURL(new RegExp(`/offers/category/${String(diningId)}$`));
  await expect(heading(page, 'Dining')).toBeVisible();
  await search.fill(tag);
  await expect(
    page.getByRole('status').filter({ hasText: `No merchants match "${tag}".` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // An old link to its coupon says the same.
  await page.goto(`/offers/offer/${String(merchant.id)}/${String(merchant.offers[0]?.id ?? 0)}`);
  await expect(left).toBeVisible();
  await expect(page.getByRole('link', { name: MerchantLeftText.browse })).toBeVisible();
});

test.describe('with the app’s service worker', () => {
  // The other journeys block workers (playwright.config.ts); this one is about what it keeps.
  test.use({ serviceWorkers: 'allow' });

  // ADR 0052: the worker answers from the device and asks the server behind it; the server's 410
  // replaces the kept page, so the next look says the merchant left, offline too, and never shows
  // it as in the book again.
  test('the worker keeps the server’s “left”, and offline it says the merchant left', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const { name, marketId, merchant, diningId } = await newMerchant(
      baseURL,
      request,
      'Quokka Cafe',
    );
    await memberOf(page, request, marketId);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 15_000,
      })
      .not.toBeNull();
    const pagePath = `/offers/category/${String(diningId)}/merchant/${String(merchant.id)}`;
    const apiPath = urlOf(CatalogApi.getMerchant, { params: { id: merchant.id }, query: {} });
    /** The status of the worker's kept answer of the merchant's page, or null when it has none. */
    const kept = () =>
      page.evaluate(async (wanted) => {
        if (!(await caches.has('citybook-market-api'))) return null;
        const cache = await caches.open('citybook-market-api');
        const key = (await cache.keys()).find((each) => new URL(each.url).pathname === wanted);
        return key ? ((await cache.match(key))?.status ?? null) : null;
      }, apiPath);
    await page.goto(pagePath);
    await expect(heading(page, name)).toBeVisible();
    await expect.poll(kept).toBe(200);

    await retireInConsole(browser, baseURL, merchant);

    // The first look after retiring may come from the device; the worker asks the server behind
    // it and keeps its answer in place of the page.
    await page.reload();
    await expect.poll(kept).toBe(410);
    await page.reload();
    const left = heading(page, MerchantLeftText.message(name));
    await expect(left).toBeVisible();
    // With no signal, the page still says it left, never shows it as in the book.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OfflineText.banner })).toBeVisible();
    await expect(left).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toHaveCount(0);
    await context.setOffline(false);
  });
});
