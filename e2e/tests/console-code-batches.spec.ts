import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  CONSOLE_VIEWPORT,
  consoleNavigation,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { heading } from '../support/screens.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

// Issue 29 item 1 (OPERATOR-15…17): a batch made in the console, downloaded, and used by a member.
test('an editor makes a code batch, downloads its PDF and CSV, and sees a member’s activation in its usage', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shots = process.env.SCREENSHOT_DIR;
  const shoot = async (name: string) => {
    if (shots) await screenshotAtWidths(page, (width) => `${shots}/${name}-${String(width)}.png`);
  };
  const { audit } = await signInNewStaff(page, baseURL, 'editor');
  await consoleNavigation(page).getByRole('link', { name: 'Codes' }).click();
  await expect(heading(page, 'Codes')).toBeVisible();
  await page.getByRole('link', { name: 'New batch' }).click();
  await expect(heading(page, 'New code batch')).toBeVisible();
  await page.getByRole('button', { name: 'Make codes' }).click();
  await expect(page.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true');
  await audit.check(
    'new code batch with errors',
    page.getByRole('form', { name: 'New code batch' }),
  );
  await shoot('code-batch-new');

  const label = `Printer order ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Edition', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Number of codes').fill('3');
  await page.getByRole('button', { name: 'Make codes' }).click();
  await expect(heading(page, label)).toBeVisible();
  const usage = page.getByLabel('Usage');
  await expect(usage).toContainText('Unused3');
  await audit.check('code batch', heading(page, label));

  // The downloads, as the printer gets them.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF for print' }).click();
  const pdf = await readFile(await (await pdfDownload).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await csvDownload).path(), 'utf8')).trim().split('\n');
  expect(csv[0]).toBe('code,link,status,activatedAt,voidedAt,voidReason');
  expect(csv).toHaveLength(4);
  const [code, link] = csv[1]!.split(',');
  expect(link).toBe(`${new URL(link!).origin}/account/activate?code=${code!}`);

  // A member opens the card's link: the code is filled in.
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  // Signing up through the context's requests signs its pages in.
  await createMember(member.request, { withMarket: true });
  await memberPage.goto(`/account/activate?code=${code!}`);
  await expect(memberPage.getByLabel('Activation code')).toHaveValue(code!);
  await memberPage.getByRole('button', { name: 'Activate' }).click();
  await expect(memberPage.getByRole('dialog', { name: 'Activated!' })).toBeVisible();
  await member.close();

  await page.reload();
  await expect(usage).toContainText('Activated1');
  await expect(usage).toContainText('Unused2');
  await shoot('code-batch-detail');
  await page.getByRole('link', { name: 'All batches' }).click();
  await page.getByLabel('Filter by label or batch').fill(label);
  // The filter applies after a pause in typing, in the address: until then the grid shows every
  // batch, this one among them, and then refreshes (dimmed) while axe would be reading it.
  await expect(page).toHaveURL(/[?&]filter=/);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('In use');
  await audit.check('code batches grid', heading(page, 'Codes'));
  await shoot('code-batches');
  audit.expectClean();
});
