import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { consoleNavigation } from './console.ts';
import { expect } from './fixtures.ts';
import { heading } from './screens.ts';

/** A day `days` from today, as the date input takes it (YYYY-MM-DD). */
export const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * FUNDRAISING-1: an operator makes a group from the console's navigation; `check` sees the groups
 * list and the filled form. Ends on the group's page.
 */
export async function makeGroup(
  page: Page,
  group: { name: string; kind: 'school' | 'club' | 'charity' },
  check?: (screen: 'groups' | 'new group') => Promise<void>,
): Promise<void> {
  await consoleNavigation(page).getByRole('link', { name: 'Fundraising' }).click();
  await check?.('groups');
  await page.getByRole('link', { name: 'New group' }).click();
  // The form first: the groups list has a Name of its own until the new page replaces it.
  await expect(heading(page, 'New fundraising group')).toBeVisible();
  await page.getByLabel('Name').fill(group.name);
  await page.getByLabel('Kind').selectOption(group.kind);
  await check?.('new group');
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(heading(page, group.name)).toBeVisible();
}

export type CampaignGoal = { dollars: string } | { sales: string };

/**
 * FUNDRAISING-2: from the group's page, a campaign of the first edition, a week old and a month to
 * run; answers the edition's label, as the batch form names it.
 */
export async function makeCampaign(
  page: Page,
  campaign: { name: string; goal: CampaignGoal; printedCodes: boolean },
): Promise<{ editionLabel: string }> {
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(heading(page, 'New campaign')).toBeVisible();
  await page.getByLabel('Name').fill(campaign.name);
  const edition = page.getByLabel('Edition', { exact: true });
  await expect(edition.locator('option').nth(1)).toBeAttached();
  const editionLabel = ((await edition.locator('option').nth(1).textContent()) ?? '').trim();
  await edition.selectOption({ index: 1 });
  await page.getByLabel('First day').fill(dayFromToday(-7));
  await page.getByLabel('Last day').fill(dayFromToday(30));
  if ('dollars' in campaign.goal) {
    await page.getByRole('radio', { name: 'An amount of money' }).check();
    await page.getByLabel('Goal in dollars').fill(campaign.goal.dollars);
  } else {
    await page.getByLabel('Goal in sales').fill(campaign.goal.sales);
  }
  if (campaign.printedCodes)
    await page.getByRole('checkbox', { name: 'Printed books’ codes' }).check();
  return { editionLabel };
}

/** Saves the campaign form `makeCampaign` filled. */
export async function saveCampaign(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save campaign' }).click();
  await expect(page.getByText(`${name} is made.`)).toBeVisible();
}

/** FUNDRAISING-1: the group page's invitation of its leader; the temporary password shown once. */
export async function inviteLeader(
  page: Page,
  groupName: string,
  check?: (dialog: Locator) => Promise<void>,
): Promise<{ email: string; temporaryPassword: string }> {
  await page.getByRole('button', { name: 'Invite the leader' }).click();
  const invite = page.getByRole('dialog', { name: `Invite the leader of ${groupName}` });
  await check?.(invite);
  const email = `leader-${randomUUID().slice(0, 8)}@citybook.test`;
  await invite.getByLabel('Email address').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  const temporaryPassword = (await sent.getByLabel('Temporary password').textContent()) ?? '';
  expect(temporaryPassword).not.toBe('');
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');
  return { email, temporaryPassword };
}

/**
 * OPERATOR-15: a batch of `count` codes for the edition, made on the console's Codes screen;
 * answers its label and its first code, read from the batch's CSV.
 */
export async function makeBatch(
  page: Page,
  editionLabel: string,
  count: number,
): Promise<{ label: string; code: string }> {
  await consoleNavigation(page).getByRole('link', { name: 'Codes' }).click();
  await page.getByRole('link', { name: 'New batch' }).click();
  await expect(heading(page, 'New code batch')).toBeVisible();
  const label = `Printer order ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Edition', { exact: true }).selectOption({ label: editionLabel });
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Number of codes').fill(String(count));
  await page.getByRole('button', { name: 'Make codes' }).click();
  await expect(heading(page, label)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await download).path(), 'utf8')).trim().split('\n');
  const code = csv[1]?.split(',')[0];
  if (!code) throw new Error(`The CSV of ${label} holds no code`);
  return { label, code };
}

/** FUNDRAISING-10: on the operator's campaign page, the campaign is given the batch. */
export async function giveBatch(
  page: Page,
  batch: { label: string; count: number },
): Promise<void> {
  await page
    .getByLabel(/^A batch of /)
    .selectOption({ label: `${batch.label} (${String(batch.count)} codes)` });
  await page.getByRole('button', { name: 'Give the batch' }).click();
  await expect(page.getByText(`${batch.label} is given to the campaign`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Batches given' })).toContainText(batch.label);
}

/** FUNDRAISING-3: on the leader's campaign page, sellers added by display name. */
export async function addSellers(leader: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await leader.getByLabel('Seller’s display name').fill(name);
    await leader.getByRole('button', { name: 'Add seller' }).click();
    await expect(
      leader.getByRole('table', { name: 'Sellers' }).getByRole('rowheader', { name }),
    ).toBeVisible();
  }
}

/** The spec's grouped form of a code, as the screens print it (XXXX-XXXX-XXXX-XXXX). */
export const groupedCode = (code: string): string =>
  (
    code
      .replace(/-/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');

/** FUNDRAISING-11: the leader records a cash or paper-book sale of a code for a seller. */
export async function recordCodeSale(
  leader: Page,
  sale: { code: string; seller: string; dollars: string },
): Promise<void> {
  await leader.getByLabel('Book’s code').fill(sale.code);
  await leader.getByLabel('Sold by').selectOption({ label: sale.seller });
  await leader.getByLabel('Price charged ($)').fill(sale.dollars);
  await leader.getByRole('button', { name: 'Record sale' }).click();
  await expect(
    leader.getByText(`${sale.seller} sold ${groupedCode(sale.code)}: the sale is recorded.`),
  ).toBeVisible();
}
