import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { Audit } from '../support/axe-audit.ts';
import {
  CONSOLE_VIEWPORT,
  CONSOLE_WIDTHS,
  consoleNavigation,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';

/*
 * Issue 31 items 3 and 4 (FUNDRAISING-10, FUNDRAISING-11): the operator gives a campaign a code
 * batch of its edition; the leader records a cash sale for seller B with one of its codes; B's count
 * shows on the leader's page (by seller) and on the public leaderboard. Each screen is checked with
 * axe, and shot at 768 and 1280 px.
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/fundraising-code-sales/${name}-${String(width)}.png`;

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function firstLeaderSignIn(
  browser: Browser,
  baseURL: string | undefined,
  person: { email: string; temporaryPassword: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  const page = await context.newPage();
  await page.goto('/console/business/sign-in');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(person.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Choose your password')).toBeVisible();
  const password = `Own#${randomUUID().slice(0, 12)}`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  return page;
}

test('the operator gives a campaign a batch; the leader records a cash sale for seller B with its code; B’s count shows to the leader and on the public leaderboard', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');

  // The group and its campaign, which sells printed books' codes.
  await consoleNavigation(page).getByRole('link', { name: 'Fundraising' }).click();
  await page.getByRole('link', { name: 'New group' }).click();
  const groupName = `Hillside Club ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Name').fill(groupName);
  await page.getByLabel('Kind').selectOption('club');
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(heading(page, groupName)).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();
  const campaignName = `Book night ${randomUUID().slice(0, 4)}`;
  await page.getByLabel('Name').fill(campaignName);
  const edition = page.getByLabel('Edition', { exact: true });
  await expect(edition.locator('option').nth(1)).toBeAttached();
  const editionLabel = ((await edition.locator('option').nth(1).textContent()) ?? '').trim();
  await edition.selectOption({ index: 1 });
  await page.getByLabel('First day').fill(dayFromToday(-7));
  await page.getByLabel('Last day').fill(dayFromToday(30));
  await page.getByLabel('Goal in sales').fill('50');
  await page.getByRole('checkbox', { name: 'Printed books’ codes' }).check();
  await page.getByRole('button', { name: 'Save campaign' }).click();
  await expect(page.getByText(`${campaignName} is made.`)).toBeVisible();
  await page.getByRole('button', { name: 'Invite the leader' }).click();
  const invite = page.getByRole('dialog', { name: `Invite the leader of ${groupName}` });
  const leaderEmail = `leader-${randomUUID().slice(0, 8)}@citybook.test`;
  await invite.getByLabel('Email address').fill(leaderEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  const temporaryPassword = (await sent.getByLabel('Temporary password').textContent()) ?? '';
  await sent.getByRole('button', { name: 'Done' }).click();
  const groupUrl = page.url();

  // A batch of the campaign's edition (OPERATOR-15), and one of its codes from the CSV.
  await consoleNavigation(page).getByRole('link', { name: 'Codes' }).click();
  await page.getByRole('link', { name: 'New batch' }).click();
  const label = `Printer order ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Edition', { exact: true }).selectOption({ label: editionLabel });
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Number of codes').fill('3');
  await page.getByRole('button', { name: 'Make codes' }).click();
  await expect(heading(page, label)).toBeVisible();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await csvDownload).path(), 'utf8')).trim().split('\n');
  const code = csv[1]!.split(',')[0]!;

  // FUNDRAISING-10: the operator gives the campaign the batch on the campaign's page.
  await page.goto(groupUrl);
  await page.getByRole('link', { name: campaignName, exact: true }).click();
  await expect(heading(page, campaignName)).toBeVisible();
  const batchChoice = page.getByLabel(/^A batch of /);
  await batchChoice.selectOption({ label: `${label} (3 codes)` });
  await page.getByRole('button', { name: 'Give the batch' }).click();
  await expect(page.getByText(`${label} is given to the campaign`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Batches given' })).toContainText(label);
  await audit.check('operator campaign', heading(page, campaignName));
  await screenshotAtWidths(page, shot('operator-campaign'));
  audit.expectClean();

  // The leader adds sellers A and B, and records a cash sale for B with the code.
  const leader = await firstLeaderSignIn(browser, baseURL, {
    email: leaderEmail,
    temporaryPassword,
  });
  const leaderAudit = new Audit(leader, CONSOLE_WIDTHS);
  await leader.getByRole('link', { name: campaignName, exact: true }).click();
  await expect(heading(leader, campaignName)).toBeVisible();
  for (const name of ['Ana P.', 'Ben D.']) {
    await leader.getByLabel('Seller’s display name').fill(name);
    await leader.getByRole('button', { name: 'Add seller' }).click();
    await expect(
      leader.getByRole('table', { name: 'Sellers' }).getByRole('rowheader', { name }),
    ).toBeVisible();
  }
  await leader.getByLabel('Book’s code').fill(code.toLowerCase());
  await leader.getByLabel('Sold by').selectOption({ label: 'Ben D.' });
  await leader.getByLabel('Price charged ($)').fill('25');
  await leader.getByRole('button', { name: 'Record sale' }).click();
  const formatted = (code.replace(/-/g, '').match(/.{1,4}/g) ?? []).join('-');
  await expect(leader.getByText(`Ben D. sold ${formatted}: the sale is recorded.`)).toBeVisible();
  const bySeller = leader.getByRole('table', { name: 'Sales by seller' });
  await expect(bySeller.getByRole('row').filter({ hasText: 'Ben D.' })).toContainText('1$25.00');
  await expect(bySeller.getByRole('row').filter({ hasText: 'Ana P.' })).toContainText('0$0.00');
  await expect(leader.getByRole('table', { name: 'Sales by day' })).toContainText('$25.00');

  // The same code again is refused on its field, naming the seller.
  await leader.getByLabel('Book’s code').fill(code);
  await leader.getByRole('button', { name: 'Record sale' }).click();
  await expect(
    leader.getByText('This code was recorded already, for Ben D. (each code counts once).'),
  ).toBeVisible();
  await expect(leader.getByLabel('Book’s code')).toHaveAttribute('aria-invalid', 'true');
  await leaderAudit.check('leader campaign with sales', heading(leader, campaignName));
  await screenshotAtWidths(leader, shot('leader-campaign'));
  leaderAudit.expectClean();

  // The public leaderboard counts B's sale.
  const publicPath =
    (await leader
      .getByRole('link', { name: /\/f\/[a-z2-9]{8}$/ })
      .first()
      .getAttribute('href')) ?? '';
  const visitor = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitor.goto(new URL(publicPath).pathname);
  await expect(heading(visitor, campaignName)).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Sellers' }).getByRole('listitem')).toHaveText([
    /Ben D\.\s*1 sale$/,
    /Ana P\.\s*0 sales/,
  ]);
});
