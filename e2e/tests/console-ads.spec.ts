import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, expectLoaded, openGrid, signInNewStaff } from '../support/console.ts';

/** An ad's picture: wider than the carousel's 8:3, so the server crops it. */
async function anAdPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 1400, height: 600, channels: 3, background: '#1e8449' } })
    .png()
    .toBuffer();
}

test.use({ viewport: CONSOLE_VIEWPORT });

// Issue 25 items 3 and 4 (OPERATOR-10, OPERATOR-12): an ad made in the console, with an uploaded
// image and a run from today in its market, is in the member app's carousel at once.
test('an editor adds an ad with an image from today, and a member sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three console screens, each checked by axe at two widths, image re-encoding on the server,
  // and the member app.
  test.setTimeout(120_000);
  const { audit } = await signInNewStaff(page, baseURL, 'editor');

  await openGrid(page, 'Mobile ads');
  await audit.check('ads grid', heading(page, 'Mobile ads'));

  await page.getByRole('link', { name: 'New ad' }).click();
  await expect(heading(page, 'New ad')).toBeVisible();
  await page.getByRole('button', { name: 'Add ad' }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Please enter a title\./);
  await expect(page.getByLabel('Upload an image')).toHaveAccessibleDescription(
    /Please upload an image\./,
  );
  await audit.check('new ad with errors', page.getByRole('form', { name: 'New ad' }));

  const title = `Console Ad ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Market').selectOption({ label: 'Austin, TX' });
  // The days are the market's: the first is today there, and the fields say which zone.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  await expect(page.getByLabel('First day')).toHaveValue(today);
  await expect(page.getByLabel('First day')).toHaveAccessibleDescription(/America\/Chicago/);
  await page.getByLabel('Order in the carousel').fill('0');
  await page.getByLabel('Upload an image').setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: await anAdPng(),
  });
  const preview = page.getByRole('img', { name: `Image of the ad ${title}` });
  await expectLoaded(preview);
  await expect(preview).toHaveAttribute('srcset', /\/media\/.+ 480w/);
  await page.getByRole('button', { name: 'Add ad' }).click();

  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${title} is added.` })).toBeVisible();
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await audit.check('ad editor', heading(page, title));

  // The grid finds it by title, running.
  await page.getByRole('link', { name: 'All ads' }).click();
  await page.getByLabel('Filter by title or slug').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('Austin, TX');
  audit.expectClean();

  // A member of Austin sees it in the categories' carousel, with the uploaded image's sizes.
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInAsGuest(member);
  const carousel = member.getByRole('region', { name: 'Featured offers' });
  const image = carousel.getByRole('img', { name: title, includeHidden: true });
  await expect(image).toHaveAttribute('src', /^\/media\//);
  await expect(image).toHaveAttribute('srcset', /\/media\/.+ 960w/);
  const pause = carousel.getByRole('button', { name: 'Pause ads' });
  if (await pause.isVisible()) await pause.click();
  const next = carousel.getByRole('button', { name: 'Next ad' });
  for (let step = 0; step < 20 && !(await image.isVisible()); step += 1) await next.click();
  await expectLoaded(image);
  await member.close();
});
