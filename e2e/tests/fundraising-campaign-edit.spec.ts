import { randomUUID } from 'node:crypto';
import { CONSOLE_VIEWPORT, screenshotAtWidths, signInNewStaff } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday, makeCampaign, makeGroup, saveCampaign } from '../support/fundraising.ts';
import { heading } from '../support/screens.ts';

/*
 * FUNDRAISING-14: an editor opens a campaign's edit form from its page, changes its last day and
 * its goal, and sees them on the campaign's page; the form is checked with axe at 768 and 1280 px
 * (empty and with an error) and photographed at both.
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/fundraising-campaign-edit/${name}-${String(width)}.png`;

/** "Dec 31, 2026" from "2026-12-31", as the console words a campaign's days. */
const worded = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('an editor corrects a campaign’s last day and goal (FUNDRAISING-14)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');
  const groupName = `Hillside Primary ${randomUUID().slice(0, 6)}`;
  await makeGroup(page, { name: groupName, kind: 'school' });
  await makeCampaign(page, {
    name: 'Winter book drive',
    goal: { sales: '200' },
    printedCodes: false,
  });
  await saveCampaign(page, 'Winter book drive');

  await page.getByRole('link', { name: 'Winter book drive', exact: true }).click();
  await expect(heading(page, 'Winter book drive')).toBeVisible();
  await page.getByRole('link', { name: 'Edit campaign' }).click();
  await expect(heading(page, 'Edit Winter book drive')).toBeVisible();
  await expect(page.getByLabel('Goal in sales')).toHaveValue('200');
  await expect(
    page.getByText('The market and the edition stay as the campaign was made with them.'),
  ).toBeVisible();
  await audit.check('edit campaign', heading(page, 'Edit Winter book drive'));
  await screenshotAtWidths(page, shot('form'));

  await page.getByLabel('Last day').fill(dayFromToday(-30));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The last day cannot be before the first.')).toBeVisible();
  await audit.check('edit campaign with an error', heading(page, 'Edit Winter book drive'));

  const lastDay = dayFromToday(60);
  await page.getByLabel('Last day').fill(lastDay);
  await page.getByRole('radio', { name: 'An amount of money' }).check();
  await page.getByLabel('Goal in dollars').fill('7,500');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Winter book drive is saved.')).toBeVisible();
  await expect(heading(page, 'Winter book drive')).toBeVisible();
  await expect(page.getByText(`– ${worded(lastDay)} · goal $7,500.00`)).toBeVisible();
  await screenshotAtWidths(page, shot('saved'));

  // The group's page shows the campaign as corrected.
  await page.getByRole('link', { name: groupName }).click();
  const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem');
  await expect(card).toContainText(worded(lastDay));
  await expect(card).toContainText('$0.00 of $7,500.00');
  audit.expectClean();
});
