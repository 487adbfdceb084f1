import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountApi, CatalogApi, OfflineText, localMoment, urlOf } from '@citybook/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { memberPassword, uniqueEmail } from '../support/accounts.ts';
import { Audit } from '../support/axe-audit.ts';
import { categoriesOf, guestMarketId, marketMerchants } from '../support/catalog.ts';
import { CONSOLE_VIEWPORT, CONSOLE_WIDTHS, screenshotAtWidths } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';
import { runCli } from '../support/operator.ts';
import { heading } from '../support/screens.ts';

/** The member app's widths the hours are looked at: a small phone, a common one, a desktop. */
const MEMBER_WIDTHS = [320, 390, 1280];
const AUSTIN_ZONE = 'America/Chicago';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const shot = (name: string) => (width: number) =>
  `test-results/business-opening-hours/${name}-${String(width)}.png`;

/** A merchant of Austin of its own, with one coupon, through the operator's import. */
function importMerchant(baseURL: string | undefined, slug: string, name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'opening-hours-'));
  const merchants = path.join(folder, 'merchants.csv');
  const offers = path.join(folder, 'offers.csv');
  writeFileSync(
    merchants,
    'slug,market,category,title,latitude,longitude,address1,city,state,zip\n' +
      `${slug},austin,dining,${name},30.2672,-97.7431,9 Congress Ave,Austin,TX,78701\n`,
  );
  writeFileSync(
    offers,
    'slug,merchant,title,exclusion,redemptionDataTypeCode,redemptionData,savings\n' +
      `${slug}-o1,${slug},Free coffee,One per visit.,1,HOURS-${slug},4\n`,
  );
  runCli(baseURL, ['import', merchants]);
  runCli(baseURL, ['import', offers]);
}

/** The CSV line after a command's header. */
const lineOf = (output: string) => (output.trim().split('\n')[1] ?? '').split(',');

/** The merchant's admin, made by the operator commands, signed in for the first time. */
async function adminOf(browser: Browser, baseURL: string | undefined, slug: string) {
  const [organisationId = ''] = lineOf(
    runCli(baseURL, ['business', 'add', `Hours ${slug}`, '--location', slug]),
  );
  const [email = '', temporaryPassword = ''] = lineOf(
    runCli(baseURL, [
      'business',
      'person',
      `hours-${slug}@citybook.test`,
      '--organisation',
      organisationId,
      '--role',
      'merchantAdmin',
      '--location',
      slug,
    ]),
  );
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  const page = await context.newPage();
  await page.goto('/console/business/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Choose your password')).toBeVisible();
  const password = `Own#${randomUUID().slice(0, 12)}`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(heading(page, `Hours ${slug}`)).toBeVisible();
  return page;
}

/** A new member of the market, logged in through the form, past the activation prompt. */
async function memberOf(page: Page, request: APIRequestContext, marketId: number) {
  const email = uniqueEmail('hours');
  const signUp = await request.post(AccountApi.createAccount.path, {
    data: { emailAddress: email, password: memberPassword, IsMobilePlus: false, marketId },
  });
  expect(signUp.ok()).toBe(true);
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);
}

// The member's part reads the hours from the worker's copy of the page when offline (ADR 0055):
// this journey stubs nothing, so the app's service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

// MERCHANT-14, CATALOG-26 (issue 30 item 3): the merchant admin sets the location's hours and
// closes it today for a staff day; a member opens the merchant and sees both.
test('a merchant admin sets opening hours and a closed day; a member sees them', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = `hours-${randomUUID().slice(0, 6)}`;
  const name = `Juniper Diner ${slug.slice(6)}`;
  importMerchant(baseURL, slug, name);
  // Today and tomorrow on the market's clock: the closed day is today, so what the member sees
  // does not depend on the hour the test runs at.
  const now = new Date();
  const today = localMoment(now, AUSTIN_ZONE).date;
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000);

  const admin = await adminOf(browser, baseURL, slug);
  await admin
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Details', exact: true })
    .click();
  const form = admin.getByRole('form', { name: 'Opening hours' });
  await expect(form).toBeVisible();
  // 9 am to 5 pm every day, Saturday to 11 pm.
  for (const day of DAYS)
    await form.getByRole('button', { name: `Add hours on ${day}`, exact: true }).click();
  await form.getByRole('group', { name: 'Saturday' }).getByLabel('Closes').fill('23:00');
  await form.getByRole('button', { name: 'Add a special day' }).click();
  await form.getByLabel('Date of special day 1').fill(today);
  await form.getByLabel('Note of special day 1').fill('Staff training');
  const adminAudit = new Audit(admin, CONSOLE_WIDTHS);
  await adminAudit.check('details with opening hours', form);
  await screenshotAtWidths(admin, shot('business-details-hours'));
  await form.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(admin.getByText('Saved. Members see the new hours now.')).toBeVisible();
  adminAudit.expectClean();
  await admin.context().close();

  // The member, in Austin, opens the merchant.
  const marketId = await guestMarketId(request);
  const merchant = (await marketMerchants(request, marketId)).find((m) => m.title === name);
  const dining = (await categoriesOf(request, marketId)).find((c) => c.title === 'Dining');
  if (!merchant || !dining) throw new Error(`${name} was not imported into Dining`);
  await memberOf(page, request, marketId);
  await page.goto(`/offers/category/${String(dining.id)}/merchant/${String(merchant.id)}`);
  await expect(heading(page, name)).toBeVisible();
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours).toContainText(
    `Closed · opens ${SHORT_DAYS[tomorrow.getUTCDay()] ?? ''} 9 am`,
  );
  await expect(hours.getByText('Staff training: closed today')).toBeVisible();
  await hours.getByText('Weekly hours').click();
  const week = hours.getByRole('table');
  await expect(week.getByRole('row', { name: /Monday/ })).toHaveText('Monday9 am – 5 pm');
  await expect(week.getByRole('row', { name: /Saturday/ })).toHaveText('Saturday9 am – 11 pm');
  await expect(hours.getByRole('listitem')).toHaveText([/Staff training · Closed$/]);

  // Offline, the page and its hours come from what the worker keeps of the merchant's answer.
  const apiPath = urlOf(CatalogApi.getMerchant, { params: { id: merchant.id }, query: {} });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .not.toBeNull();
  await page.reload();
  await expect(hours).toContainText('Staff training: closed today');
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const names = await caches.keys();
        for (const name of names) {
          const keys = await (await caches.open(name)).keys();
          if (keys.some((key) => new URL(key.url).pathname === wanted)) return true;
        }
        return false;
      }, apiPath),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OfflineText.banner })).toBeVisible();
  await expect(hours).toContainText('Staff training: closed today');
  await hours.getByText('Weekly hours').click();
  await expect(week.getByRole('row', { name: /Monday/ })).toHaveText('Monday9 am – 5 pm');
  await context.setOffline(false);

  const memberAudit = new Audit(page, MEMBER_WIDTHS);
  await memberAudit.check('merchant page with opening hours', hours);
  memberAudit.expectClean();
  for (const width of MEMBER_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(hours).toBeVisible();
    await page.screenshot({
      path: `test-results/business-opening-hours/member-merchant-${String(width)}.png`,
      fullPage: true,
    });
  }
});
