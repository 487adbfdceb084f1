import { readFile } from 'node:fs/promises';
import { createMember } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { expect, test } from '../support/fixtures.ts';
import { generateCodes, runCli } from '../support/operator.ts';
import {
  CONSOLE_VIEWPORT,
  consoleNavigation,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { heading } from '../support/screens.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

// Issue 29 item 4 (OPERATOR-23…25): a book activated by a member is counted in its batch.
test('an analyst sees a member’s activation in the home’s last 30 days and in the activation report', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  // A code of the demo's book (Austin), made by the operator command, activated by a member.
  const [code] = generateCodes(baseURL, 1);
  const listed = runCli(baseURL, ['codes', 'list'])
    .split('\n')
    .find((line) => line.startsWith(`${code!},`));
  const batch = listed?.split(',')[1];
  expect(batch).toMatch(/^batch-/);
  const member = await browser.newContext({ serviceWorkers: 'block' });
  await logInAndActivate(
    await member.newPage(),
    await createMember(request, { withMarket: true }),
    code!,
  );
  await member.close();

  const { audit } = await signInNewStaff(page, baseURL, 'analyst');
  const glance = page.getByRole('region', { name: 'The last 30 days' });
  // Redemptions by day: a small chart, or a sentence when there were none.
  await expect(
    glance
      .getByRole('img', { name: /^Redemptions by day from / })
      .or(glance.getByText('No redemptions in these days.')),
  ).toBeVisible();
  await glance.getByRole('combobox', { name: 'Market' }).selectOption({ label: 'Austin, TX' });
  // At least this member's book (other journeys may activate Austin's books too).
  await expect(
    glance.locator('dt', { hasText: 'Books activated' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(/^[1-9][\d,]*$/);
  await audit.check('home with the last 30 days', heading(page, 'Citybook console'));

  await consoleNavigation(page).getByRole('link', { name: 'Reports' }).click();
  await expect(heading(page, 'Reports')).toBeVisible();
  await page.getByRole('combobox', { name: 'Market' }).selectOption({ label: 'Austin, TX' });
  await page.getByRole('button', { name: 'Show report' }).click();
  const byBatch = page.getByRole('table', { name: 'Activations by batch' });
  const row = byBatch.getByRole('row').filter({ hasText: batch! });
  await expect(row.getByRole('cell').last()).toHaveText('1');
  await expect(
    page.getByRole('table', { name: 'Redemptions by day' }).getByRole('row'),
  ).toHaveCount(31);
  await audit.check('reports', heading(page, 'Reports'));

  // Every table downloads as CSV: the batch's line is in the file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV of Activations by batch' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^citybook-activations-by-batch-market-\d+-.+\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toBe('Batch,Edition,Activations');
  expect(text).toContain(`${batch!},`);

  await screenshotAtWidths(page, (width) => test.info().outputPath(`reports-${String(width)}.png`));
  await consoleNavigation(page).getByRole('link', { name: 'Start' }).click();
  await expect(glance).toBeVisible();
  await screenshotAtWidths(page, (width) => test.info().outputPath(`home-${String(width)}.png`));
  audit.expectClean();
});
