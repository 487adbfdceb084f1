import { randomUUID } from 'node:crypto';
import { CONSOLE_VIEWPORT, screenshotAtWidths, signInNewStaff } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { makeCampaign, makeGroup, saveCampaign } from '../support/fundraising.ts';
import { heading } from '../support/screens.ts';

/*
 * Issue 31 item 4 (FUNDRAISING-12, FUNDRAISING-13): an operator opens a new campaign's statement,
 * records a payout and sees it on the statement, the balance carried below zero; the screen is
 * checked with axe at 768 and 1280 px and photographed at both.
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/fundraising-statements/${name}-${String(width)}.png`;

test('an operator records a payout on a campaign’s statement (FUNDRAISING-12, FUNDRAISING-13)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');
  await makeGroup(page, { name: `Hillside Primary ${randomUUID().slice(0, 6)}`, kind: 'school' });
  await makeCampaign(page, {
    name: 'Autumn book drive',
    goal: { dollars: '5000' },
    printedCodes: false,
  });
  await saveCampaign(page, 'Autumn book drive');

  await page.getByRole('link', { name: 'Statement and payouts of Autumn book drive' }).click();
  await expect(heading(page, 'Statement: Autumn book drive')).toBeVisible();
  await expect(page.getByText('No payout yet.')).toBeVisible();
  await audit.check('campaign statement', heading(page, 'Statement: Autumn book drive'));

  await page.getByLabel('Amount paid (USD)').fill('abc');
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByLabel('Amount paid (USD)')).toHaveAttribute('aria-invalid', 'true');
  await audit.check('payout form with errors', heading(page, 'Statement: Autumn book drive'));

  await page.getByLabel('Amount paid (USD)').fill('12.50');
  await page.getByLabel('Reference').fill('Cheque 1042');
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByText('A payout of $12.50 is recorded.')).toBeVisible();
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expect(payouts).toContainText('Cheque 1042');
  await expect(page.getByRole('table', { name: 'Statement' })).toContainText(
    'Overpaid, carried to the next payout',
  );
  await audit.check(
    'campaign statement with a payout',
    heading(page, 'Statement: Autumn book drive'),
  );
  await screenshotAtWidths(page, shot('statement'));
  audit.expectClean();
});
