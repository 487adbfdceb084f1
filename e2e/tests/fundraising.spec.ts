import { randomUUID } from 'node:crypto';
import { PAYMENT_LOGIN_NOTICE } from '@citybook/contract';
import type { Browser, Page } from '@playwright/test';
import { createMember, memberPassword } from '../support/accounts.ts';
import { Audit } from '../support/axe-audit.ts';
import {
  CONSOLE_VIEWPORT,
  CONSOLE_WIDTHS,
  consoleNavigation,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm } from '../support/login.ts';
import { heading } from '../support/screens.ts';

/*
 * Issue 31 items 1 and 2 (FUNDRAISING-1…5): an operator makes a group and its campaign and invites
 * its leader; the leader signs in with the temporary password from the screen and adds two sellers;
 * the public page of seller A's link shows the campaign, the thermometer and both names. Each
 * screen is checked with axe (the back office at 768 and 1280 px, the public page at 320 px).
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/fundraising/${name}-${String(width)}.png`;

/** A day `days` from today, as the date input takes it (YYYY-MM-DD). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The leader's first sign-in at /console/business/sign-in, in a context of their own. */
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

test.describe('fundraising (FUNDRAISING-1…7)', () => {
  test('an operator makes a group and campaign; its leader adds two sellers; seller A’s link shows the campaign, and a card purchase through it counts for A', async ({
    page,
    baseURL,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { audit } = await signInNewStaff(page, baseURL, 'editor');

    // FUNDRAISING-1: the group.
    await consoleNavigation(page).getByRole('link', { name: 'Fundraising' }).click();
    await audit.check('fundraising groups', heading(page, 'Fundraising groups'));
    await page.getByRole('link', { name: 'New group' }).click();
    const groupName = `Lincoln Elementary ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Name').fill(groupName);
    await page.getByLabel('Kind').selectOption('school');
    await audit.check('new group', heading(page, 'New fundraising group'));
    await screenshotAtWidths(page, shot('new-group'));
    await page.getByRole('button', { name: 'Save group' }).click();
    await expect(heading(page, groupName)).toBeVisible();

    // FUNDRAISING-2: its campaign.
    await page.getByRole('link', { name: 'New campaign' }).click();
    const campaignName = 'Spring book drive';
    await page.getByLabel('Name').fill(campaignName);
    const edition = page.getByLabel('Edition', { exact: true });
    await expect(edition.locator('option').nth(1)).toBeAttached();
    await edition.selectOption({ index: 1 });
    await page.getByLabel('First day').fill(dayFromToday(-7));
    await page.getByLabel('Last day').fill(dayFromToday(30));
    await page.getByRole('radio', { name: 'An amount of money' }).check();
    await page.getByLabel('Goal in dollars').fill('5000');
    await page.getByRole('checkbox', { name: 'Printed books’ codes' }).check();
    await audit.check('new campaign', heading(page, 'New campaign'));
    await screenshotAtWidths(page, shot('new-campaign'));
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await expect(page.getByText(`${campaignName} is made.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Campaigns' })).toContainText('$0.00 of $5,000.00');

    // FUNDRAISING-1: the leader's invitation, its temporary password shown once.
    await page.getByRole('button', { name: 'Invite the leader' }).click();
    const invite = page.getByRole('dialog', { name: `Invite the leader of ${groupName}` });
    await audit.check('invite leader dialog', invite);
    const leaderEmail = `leader-${randomUUID().slice(0, 8)}@citybook.test`;
    await invite.getByLabel('Email address').fill(leaderEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    const temporaryPassword = (await sent.getByLabel('Temporary password').textContent()) ?? '';
    expect(temporaryPassword).not.toBe('');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: leaderEmail })).toContainText('Invited');
    await audit.check('group', heading(page, groupName));
    await screenshotAtWidths(page, shot('group'));
    audit.expectClean();

    // FUNDRAISING-3, FUNDRAISING-4: the leader signs in, opens the campaign and adds two sellers.
    const leader = await firstLeaderSignIn(browser, baseURL, {
      email: leaderEmail,
      temporaryPassword,
    });
    const leaderAudit = new Audit(leader, CONSOLE_WIDTHS);
    await expect(heading(leader, 'Campaigns')).toBeVisible();
    await expect(leader.getByRole('navigation', { name: 'Business' }).getByRole('link')).toHaveText(
      ['Campaigns'],
    );
    await leaderAudit.check('leader campaigns', heading(leader, 'Campaigns'));
    await screenshotAtWidths(leader, shot('leader-campaigns'));
    await leader.getByRole('link', { name: campaignName }).click();
    await expect(heading(leader, campaignName)).toBeVisible();
    for (const name of ['Maya R.', 'Leo T.']) {
      await leader.getByLabel('Seller’s display name').fill(name);
      await leader.getByRole('button', { name: 'Add seller' }).click();
      await expect(
        leader.getByRole('table', { name: 'Sellers' }).getByRole('rowheader', { name }),
      ).toBeVisible();
    }
    const sellers = leader.getByRole('table', { name: 'Sellers' });
    const mayaLink =
      (await sellers
        .getByRole('row')
        .filter({ hasText: 'Maya R.' })
        .getByText(/^\/f\//)
        .textContent()) ?? '';
    expect(mayaLink).toMatch(/^\/f\/[a-z2-9]{8}\/[a-z2-9]{8}$/);
    await leaderAudit.check('leader campaign', heading(leader, campaignName));
    await screenshotAtWidths(leader, shot('leader-campaign'));
    await leader.getByRole('button', { name: 'QR code and link of Maya R.' }).click();
    const qr = leader.getByRole('dialog', { name: 'Maya R.’s link' });
    await expect(qr.getByRole('img', { name: 'QR code of Maya R.’s link' })).toBeVisible();
    await expect(qr).toContainText(mayaLink);
    await leaderAudit.check('seller QR code', qr);
    await screenshotAtWidths(leader, shot('seller-qr'));
    await qr.getByRole('button', { name: 'Done' }).click();
    leaderAudit.expectClean();

    // FUNDRAISING-5: anyone opening Maya's link sees the campaign, the thermometer and both names.
    const visitor = await (
      await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    ).newPage();
    await visitor.goto(mayaLink);
    await expect(heading(visitor, campaignName)).toBeVisible();
    await expect(visitor.getByText(`Fundraising for ${groupName}`)).toBeVisible();
    await expect(visitor.getByText(`Maya R. is selling Citybook for ${groupName}.`)).toBeVisible();
    await expect(
      visitor.getByRole('progressbar', { name: 'Progress toward the goal' }),
    ).toHaveAttribute('aria-valuetext', '$0.00 raised of $5,000.00');
    const board = visitor.getByRole('list', { name: 'Sellers' });
    await expect(board.getByRole('listitem')).toHaveText([/Maya R\./, /Leo T\./]);
    await expect(visitor.getByRole('link', { name: 'Buy a Citybook membership' })).toBeVisible();
    const publicAudit = new Audit(visitor);
    await publicAudit.check('public campaign page', heading(visitor, campaignName));
    for (const width of [320, 390, 1280]) {
      await visitor.setViewportSize({ width, height: 844 });
      await visitor.screenshot({ path: shot('public-page')(width), fullPage: true });
    }
    publicAudit.expectClean();

    // FUNDRAISING-7 (item 3's attribution): the visitor logs in on the way and buys a membership
    // with a sandbox card; the sale counts for Maya on the thermometer, the leaderboard and the
    // leader's page.
    const email = await createMember(request, { withMarket: true });
    await visitor.getByRole('link', { name: 'Buy a Citybook membership' }).click();
    await visitor.getByRole('link', { name: 'Monthly subscription — $4.99 / month' }).click();
    await expect(visitor.getByText(PAYMENT_LOGIN_NOTICE)).toBeVisible();
    await logInThroughForm(visitor, email, memberPassword);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    await visitor.getByLabel('Name on card').fill('Ana Buyer');
    await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect(visitor.getByText('Card type: Visa')).toBeVisible();
    await visitor.getByLabel('Expiration month').fill('12');
    await visitor.getByLabel('Expiration year').fill(nextYear);
    await visitor.getByLabel('CVV').fill('123');
    await visitor.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Subscription Complete' }),
    ).toBeVisible();
    await visitor.goto(mayaLink);
    await expect(
      visitor.getByRole('progressbar', { name: 'Progress toward the goal' }),
    ).toHaveAttribute('aria-valuetext', '$4.99 raised of $5,000.00');
    await expect(board.getByRole('listitem')).toHaveText([
      /Maya R\.\s*1 sale$/,
      /Leo T\.\s*0 sales/,
    ]);
    await leader.reload();
    await expect(sellers.getByRole('row').filter({ hasText: 'Maya R.' })).toContainText('$4.99');
    await expect(leader.getByText('$4.99 of $5,000.00 (1 sale)')).toBeVisible();
  });
});
