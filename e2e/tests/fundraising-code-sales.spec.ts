import { randomUUID } from 'node:crypto';
import { Audit } from '../support/axe-audit.ts';
import { firstBusinessSignIn } from '../support/business.ts';
import {
  CONSOLE_VIEWPORT,
  CONSOLE_WIDTHS,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  addSellers,
  giveBatch,
  inviteLeader,
  makeBatch,
  makeCampaign,
  makeGroup,
  recordCodeSale,
  saveCampaign,
} from '../support/fundraising.ts';
import { heading } from '../support/screens.ts';

/*
 * Issue 31 items 3 and 4 (FUNDRAISING-10, FUNDRAISING-11): the operator gives a campaign a code
 * batch of its edition; the leader records a cash sale for seller B with one of its codes (typed in
 * lower case); B's count shows on the leader's page (by seller and by day) and on the public
 * leaderboard, and the same code again is refused. Each screen is checked with axe, and shot at
 * 768 and 1280 px.
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/fundraising-code-sales/${name}-${String(width)}.png`;

test('the operator gives a campaign a batch; the leader records a cash sale for seller B with its code; B’s count shows to the leader and on the public leaderboard', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');

  // The group and its campaign, which sells printed books' codes; its leader invited.
  const groupName = `Hillside Club ${randomUUID().slice(0, 6)}`;
  await makeGroup(page, { name: groupName, kind: 'club' });
  const groupUrl = page.url();
  const campaignName = `Book night ${randomUUID().slice(0, 4)}`;
  const { editionLabel } = await makeCampaign(page, {
    name: campaignName,
    goal: { sales: '50' },
    printedCodes: true,
  });
  await saveCampaign(page, campaignName);
  const leaderInvitation = await inviteLeader(page, groupName);

  // A batch of the campaign's edition (OPERATOR-15), given to the campaign on its page.
  const batch = await makeBatch(page, editionLabel, 3);
  await page.goto(groupUrl);
  await page.getByRole('link', { name: campaignName, exact: true }).click();
  await expect(heading(page, campaignName)).toBeVisible();
  await giveBatch(page, { label: batch.label, count: 3 });
  await audit.check('operator campaign', heading(page, campaignName));
  await screenshotAtWidths(page, shot('operator-campaign'));
  audit.expectClean();

  // The leader adds sellers A and B, and records a cash sale for B with the code.
  const leader = await firstBusinessSignIn(browser, baseURL, leaderInvitation);
  const leaderAudit = new Audit(leader, CONSOLE_WIDTHS);
  await leader.getByRole('link', { name: campaignName, exact: true }).click();
  await expect(heading(leader, campaignName)).toBeVisible();
  await addSellers(leader, ['Ana P.', 'Ben D.']);
  await recordCodeSale(leader, { code: batch.code.toLowerCase(), seller: 'Ben D.', dollars: '25' });
  const bySeller = leader.getByRole('table', { name: 'Sales by seller' });
  await expect(bySeller.getByRole('row').filter({ hasText: 'Ben D.' })).toContainText('1$25.00');
  await expect(bySeller.getByRole('row').filter({ hasText: 'Ana P.' })).toContainText('0$0.00');
  await expect(leader.getByRole('table', { name: 'Sales by day' })).toContainText('$25.00');

  // The same code again is refused on its field, naming the seller.
  await leader.getByLabel('Book’s code').fill(batch.code);
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
