import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, expectLoaded, openGrid, signInNewStaff } from '../support/console.ts';
import { aLogoPng } from '../support/staff.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

// Issue 25's journey, catalogue part (OPERATOR-10, OPERATOR-12): a merchant with a logo and an
// offer, added in the console, seen by a member on the category list and the merchant page.
test('an editor adds a merchant with a logo and an offer, and a member sees them', async ({
  page,
  browser,
  baseURL,
}) => {
  // Eight console screens, each checked by axe at two widths, and image re-encoding on the server.
  test.setTimeout(180_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');

  await openGrid(page, 'Merchants');
  await audit.check('merchants grid', heading(page, 'Merchants'));

  await page.getByRole('link', { name: 'New merchant' }).click();
  await expect(heading(page, 'New merchant')).toBeVisible();
  // The contract's rules, on their fields, before anything is sent.
  await page.getByRole('button', { name: 'Add merchant' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter a name.');
  await audit.check('new merchant with errors', page.getByRole('form', { name: 'New merchant' }));

  const name = `Console Bistro ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Market').selectOption({ label: 'Austin, TX' });
  await page.getByLabel('Category').selectOption({ label: 'Dining' });
  await page.getByLabel('Street address').fill('600 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Latitude').fill('30.2690');
  await page.getByLabel('Longitude').fill('-97.7424');
  await page.getByLabel('Phone (optional)').fill('(512) 555-0100');
  await page.getByRole('button', { name: 'Add merchant' }).click();

  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is added' })).toBeVisible();
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await aLogoPng(),
  });
  const logo = page.getByRole('img', { name: `Logo of ${name}` });
  await expectLoaded(logo);
  await expect(logo).toHaveAttribute('src', /^\/media\//);
  await audit.check('merchant editor', heading(page, name));

  // An offer of it, through the offer editor, with rules set by their controls (ADR 0022).
  await page.getByRole('link', { name: 'Add offer' }).click();
  await expect(heading(page, 'New offer')).toBeVisible();
  const offerTitle = `Two lunches for one ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title').fill(offerTitle);
  await page.getByLabel('Saving in dollars').fill('12.50');
  await page.getByLabel('Terms (optional)').fill('One per table.');
  await page.getByRole('radio', { name: 'Dine-in only' }).check();
  await page.getByLabel('Smallest party (optional)').fill('2');
  await expect(
    page.getByRole('region', { name: 'What members read' }).getByRole('listitem'),
  ).toHaveText(['Dine-in only', 'Parties of 2 or more']);
  await audit.check('new offer', heading(page, 'New offer'));
  await page.getByRole('button', { name: 'Add offer' }).click();
  await expect(heading(page, offerTitle)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is added' })).toBeVisible();
  await audit.check('offer editor', heading(page, offerTitle));
  await page.getByRole('link', { name: `Back to ${name}` }).click();
  await expect(
    page
      .getByRole('table', { name: `Offers of ${name}` })
      .getByRole('row')
      .filter({ hasText: offerTitle }),
  ).toContainText('Live');

  // The grid finds it by name, live.
  await page.getByRole('link', { name: 'All merchants' }).click();
  await page.getByLabel('Filter by name').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('Dining');
  audit.expectClean();

  // A visitor of the member app sees it, with its logo, in the category, and its offer on its page.
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInAsGuest(member);
  await member.getByRole('link', { name: 'Dining', exact: true }).click();
  await member.getByRole('searchbox', { name: 'Search merchants' }).fill(name);
  const card = member.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(offerTitle);
  await expectLoaded(card.locator('img[src^="/media/"]'));
  await card.getByRole('link', { name }).click();
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectLoaded(member.getByRole('main').locator('img[src^="/media/"]').first());
  await member.getByRole('main').getByRole('link', { name: offerTitle }).click();
  await expect(member.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
  await expect(member.getByRole('region', { name: 'When you can use it' })).toContainText(
    'Dine-in only',
  );
  await member.close();
});
