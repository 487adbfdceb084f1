import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, consoleNavigation, signInNewStaff } from '../support/console.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

/** A merchants CSV of the import's format (docs/import.md): two new merchants of Austin. */
function merchantsCsv(tag: string, names: readonly string[], secondZip: string): Buffer {
  const header = 'slug,market,category,title,latitude,longitude,address1,city,state,zip';
  const rows = names.map(
    (name, i) =>
      `import-${tag}-${String(i)},austin,dining,${name},30.2672,-97.7431,${String(i + 1)} Congress Ave,Austin,TX,${i === 1 ? secondZip : '78701'}`,
  );
  return Buffer.from(`${[header, ...rows].join('\n')}\n`);
}

/** The merchants grid, filtered by a part of the name, once it has the filtered page. */
async function merchantsNamed(page: Page, text: string) {
  await consoleNavigation(page).getByRole('link', { name: 'Merchants' }).click();
  await page.getByLabel('Filter by name').fill(text);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('table', { name: 'Merchants' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** Chooses the file on the import screen, as `merchants.csv`: the preview follows at once. */
async function chooseCsv(page: Page, buffer: Buffer) {
  await page
    .getByLabel('Catalogue file')
    .setInputFiles({ name: 'merchants.csv', mimeType: 'text/csv', buffer });
}

async function openImport(page: Page) {
  await consoleNavigation(page).getByRole('link', { name: 'Import' }).click();
  await expect(heading(page, 'Import')).toBeVisible();
}

/** The cells of a section's row in a counts table: added, changed, unchanged, retired. */
async function countsOf(table: ReturnType<Page['getByRole']>, section: string) {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: section, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();
}

// Issue 25's acceptance of the import (OPERATOR-14): a file with one bad row shows the error with
// its line and writes nothing; the good file shows the counts, then applies them.
test('an import previews a bad file without writing, then applies the good one', async ({
  page,
  baseURL,
}) => {
  // Five screens, each checked by axe at two widths, and three imports run on the server.
  test.setTimeout(150_000);
  const { audit, account: owner } = await signInNewStaff(page, baseURL, 'owner');
  const tag = randomUUID().slice(0, 8);
  const names = [`Imported Deli ${tag}`, `Imported Books ${tag}`];

  await openImport(page);
  await audit.check('import', heading(page, 'Import'));
  await chooseCsv(page, merchantsCsv(tag, names, '787'));
  const errors = page.getByRole('table', { name: 'Errors in merchants.csv' });
  await expect(errors).toBeVisible();
  // The header is line 1: the second merchant is line 3.
  const bad = errors.getByRole('row').filter({ hasText: 'Line 3' });
  await expect(bad.getByRole('cell').nth(1)).toHaveText('zip');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Apply the import' })).toBeDisabled();
  await audit.check('import errors', errors);

  // Nothing was written, not even the good row.
  await merchantsNamed(page, tag);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  await openImport(page);
  await chooseCsv(page, merchantsCsv(tag, names, '78702'));
  const preview = page.getByRole('table', { name: 'What importing merchants.csv would do' });
  await expect(preview).toBeVisible();
  expect(await countsOf(preview, 'Merchants')).toEqual(['2', '0', '0', '0']);
  await page.getByText('Merchants: 2 new, 0 changed').click();
  await expect(page.getByText(`import-${tag}-1`)).toBeVisible();
  await audit.check('import preview', preview);

  await page.getByRole('button', { name: 'Apply the import' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Imported merchants.csv' }),
  ).toBeVisible();
  const wrote = page.getByRole('table', { name: 'What importing merchants.csv wrote' });
  expect(await countsOf(wrote, 'Merchants')).toEqual(['2', '0', '0', '0']);
  await audit.check('import applied', wrote);

  // The import is in the audit log, with the file's name and counts, never its content.
  await page.getByRole('link', { name: 'See the import in the audit log' }).click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  await expect(page.getByLabel('Object type')).toHaveValue('catalog');
  await page.getByLabel('Filter by action or email').fill(owner.email);
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await page
    .getByRole('button', { name: /Before and after of catalog\.import/ })
    .first()
    .click();
  const after = page.getByRole('region', { name: 'After' });
  await expect(after).toContainText('merchants.csv');
  await expect(after).not.toContainText(names[0]!);

  // The imported merchants are in the grid, live, in their market.
  await merchantsNamed(page, tag);
  for (const name of names) {
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Live');
    await expect(row).toContainText('Austin, TX');
  }

  // The same file again changes nothing.
  await openImport(page);
  await chooseCsv(page, merchantsCsv(tag, names, '78702'));
  const again = page.getByRole('table', { name: 'What importing merchants.csv would do' });
  await expect(again).toBeVisible();
  expect(await countsOf(again, 'Merchants')).toEqual(['0', '0', '2', '0']);
  await expect(page.getByText(/importing it would change nothing/)).toBeVisible();

  audit.expectClean();
});
