import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountApi, MerchantLeftText } from '@citybook/contract';
import { memberPassword, uniqueEmail } from '../support/accounts.ts';
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

// MERCHANT-12 (issue 30 item 5): a member has a merchant's page open; an operator retires the
// merchant in the console; the member's page says it left the book, and the list no longer has it.
test('a merchant retired in the console leaves the member’s list, and its open page says so', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const name = `Zephyr Diner ${tag}`;
  importMerchant(baseURL, tag, name);
  const marketId = await guestMarketId(request);
  const merchant = (await marketMerchants(request, marketId)).find((each) => each.title === name);
  if (!merchant) throw new Error(`${name} was not imported`);
  const dining = (await categoriesOf(request, marketId)).find((each) => each.title === 'Dining');
  if (!dining) throw new Error('The demo data has no Dining category');

  // The member, in Austin, finds it on the Dining list and opens its page.
  const email = uniqueEmail('left');
  const signUp = await request.post(AccountApi.createAccount.path, {
    data: { emailAddress: email, password: memberPassword, IsMobilePlus: false, marketId },
  });
  expect(signUp.ok()).toBe(true);
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);
  await page.goto(`/offers/category/${String(dining.id)}`);
  const search = page.getByRole('searchbox', { name: 'Search merchants' });
  await search.fill(tag);
  await page.getByRole('link', { name }).first().click();
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText(`Free coffee ${tag}`)).toBeVisible();

  // An editor retires it in the console, in a context of their own.
  const console_ = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  try {
    const operator = await console_.newPage();
    await signInNewStaff(operator, baseURL, 'editor');
    await operator.goto(`/console/merchants/${String(merchant.id)}`);
    await expect(heading(operator, name)).toBeVisible();
    await operator.getByRole('button', { name: 'Retire…' }).click();
    await operator
      .getByRole('dialog', { name: `Retire ${name}?` })
      .getByRole('button', { name: 'Retire', exact: true })
      .click();
    await expect(
      operator.getByRole('status').filter({ hasText: 'members no longer see it' }),
    ).toBeVisible();
  } finally {
    await console_.close();
  }

  // The member's open page, asked again: it says the merchant left, in words, not a failure.
  await page.reload();
  const left = heading(page, MerchantLeftText.message(name));
  await expect(left).toBeVisible();
  await expect(page.getByText(MerchantLeftText.detail, { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const width of MEMBER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(left).toBeVisible();
    // No sideways scrolling at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: test.info().outputPath(`merchant-left-${String(width)}.png`),
      fullPage: true,
    });
  }

  // Back to the list: the merchant is no longer on it, nor found by the market search.
  await page.getByRole('link', { name: MerchantLeftText.backToList }).click();
  await expect(page).toHaveURL(new RegExp(`/offers/category/${String(dining.id)}$`));
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
