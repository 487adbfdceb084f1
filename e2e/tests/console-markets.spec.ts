import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, consoleNavigation, signInNewStaff } from '../support/console.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

// Issue 25 items 3 and 5 (OPERATOR-10, OPERATOR-11, OPERATOR-13): the reference screens.
test('an editor adds an edition to a demo market and renames a category, and a member sees the new name', async ({
  page,
  browser,
  baseURL,
}) => {
  // Eight console screens, each checked by axe at two widths.
  test.setTimeout(150_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');
  const navigation = consoleNavigation(page);

  // The markets, each on its own clock.
  await navigation.getByRole('link', { name: 'Markets', exact: true }).click();
  const denver = page.getByRole('row').filter({ hasText: 'Denver, CO' });
  await expect(denver).toContainText('America/Denver');
  await audit.check('markets grid', heading(page, 'Markets'));
  await denver.getByRole('link', { name: 'Denver, CO', exact: true }).click();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Denver');
  await expect(page.getByLabel('Time zone')).toHaveAccessibleDescription(/Local time there now/);
  await audit.check('market editor', heading(page, 'Denver, CO'));

  // A book edition of a year no demo market has, from the market's editions.
  await page.getByRole('link', { name: 'Its editions' }).click();
  await expect(heading(page, 'Editions')).toBeVisible();
  await expect(page.getByLabel('Market')).toHaveValue(/\d+/);
  await expect(page.getByRole('table', { name: 'Editions' }).getByRole('row').nth(1)).toBeVisible();
  await audit.check('editions grid', heading(page, 'Editions'));
  await page.getByRole('link', { name: 'New edition' }).click();
  await expect(heading(page, 'New edition')).toBeVisible();
  await expect(page.getByLabel('Market').locator('option:checked')).toHaveText('Denver, CO');
  const year = randomInt(2100, 2999);
  const edition = `Denver, CO ${String(year)}`;
  await page.getByLabel('Name').fill(edition);
  await page.getByLabel('Year').fill(String(year));
  await page.getByLabel('On sale from').fill(`${String(year - 1)}-09-01T00:00`);
  await page.getByLabel('Valid until').fill(`${String(year - 1)}-08-31T23:59`);
  await page.getByRole('button', { name: 'Add edition' }).click();
  await expect(page.getByLabel('Valid until')).toHaveAccessibleDescription(
    /The book must end after it goes on sale\./,
  );
  await audit.check('new edition with errors', page.getByRole('form', { name: 'New edition' }));
  await page.getByLabel('Valid until').fill(`${String(year)}-12-31T23:59`);
  await page.getByRole('button', { name: 'Add edition' }).click();
  await expect(heading(page, edition)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is added' })).toBeVisible();
  // Typed on Denver's clock: standard time in December.
  await expect(page.getByLabel('Valid until')).toHaveValue(`${String(year)}-12-31T23:59`);
  await audit.check('edition editor', heading(page, edition));
  await page.getByRole('link', { name: 'All editions' }).click();
  await page.getByLabel('Filter by name or slug').fill(String(year));
  const row = page.getByRole('row').filter({ hasText: edition });
  await expect(row).toContainText('Upcoming');
  await expect(row).toContainText(`31 Dec ${String(year)}, 23:59 MST`);

  // A category, added and then renamed.
  await navigation.getByRole('link', { name: 'Categories' }).click();
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByRole('row').nth(1),
  ).toBeVisible();
  await audit.check('categories grid', heading(page, 'Categories'));
  await page.getByRole('link', { name: 'New category' }).click();
  await expect(heading(page, 'New category')).toBeVisible();
  const tag = randomUUID().slice(0, 6);
  const first = `Pets ${tag}`;
  await page.getByLabel('Name').fill(first);
  await page.getByLabel('Place in the list').fill('90');
  await page.getByRole('radio', { name: 'Family fun' }).check();
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(heading(page, first)).toBeVisible();
  const renamed = `Pets & vets ${tag}`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(heading(page, renamed)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'are saved' })).toBeVisible();
  await audit.check('category editor', heading(page, renamed));

  // The franchises, with their locations.
  await navigation.getByRole('link', { name: 'Franchises' }).click();
  await expect(
    page.getByRole('table', { name: 'Franchises' }).getByRole('row').nth(1),
  ).toBeVisible();
  await audit.check('franchises grid', heading(page, 'Franchises'));
  audit.expectClean();

  // A visitor of the member app sees the new name, with its icon, on the categories screen.
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInAsGuest(member);
  const link = member.getByRole('link', { name: renamed });
  await expect(link).toBeVisible();
  await expect(link.locator('img')).toHaveAttribute('src', '/icons/categories/family-fun.svg');
  await expect(member.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await member.close();

  // The demo data is left as other journeys expect it: the category, in use by no merchant, retires.
  await page.goBack();
  await expect(heading(page, renamed)).toBeVisible();
  await page.getByRole('button', { name: 'Retire…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText(`${renamed} is retired: members no longer see it.`)).toBeVisible();
});
