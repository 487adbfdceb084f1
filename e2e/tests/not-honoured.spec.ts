import { NotHonouredConsoleText, NotHonouredText, redemptionSchema } from '@citybook/contract';
import type { Page } from '@playwright/test';
import { logInAndActivate } from '../support/activation.ts';
import { createMember } from '../support/accounts.ts';
import { Audit } from '../support/axe-audit.ts';
import { CONSOLE_VIEWPORT, consoleNavigation, signInNewStaff } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { generateCodes } from '../support/operator.ts';
import { austinMerchants, redeemableOffer } from '../support/redeemable-offers.ts';
import { heading, openOffer } from '../support/screens.ts';

/*
 * Issue 30 item 4 (MERCHANT-10, MERCHANT-11): a member whose coupon was not honoured reports it
 * from the counter screen; nobody checked it, so the coupon is theirs again at once. The report
 * waits in the console's queue, where an operator dismisses it with a reason the member then
 * reads in the Savings Tracker. Set SCREENSHOT_DIR to keep the screens as pictures.
 */

/** Redeems the open offer; answers the redemption's verification code. */
async function redeem(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
  const redeemed = page.waitForResponse(
    (response) => response.url().endsWith('/api/merchant/offer/redeem') && response.ok(),
  );
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  const { verificationCode } = redemptionSchema.parse(await (await redeemed).json());
  await expect(page.getByRole('region', { name: 'Show this at the counter' })).toBeVisible();
  return verificationCode;
}

test('a member reports a coupon not honoured, redeems it again, and reads the operator’s reason', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shots = process.env.SCREENSHOT_DIR;
  const [code] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  const { merchant, offer } = redeemableOffer(await austinMerchants(request));
  const memberAudit = new Audit(page);

  await logInAndActivate(page, email, code!);
  await openOffer(page, merchant, offer);
  const verificationCode = await redeem(page);

  // MERCHANT-10: from the counter screen, with a reason and a note.
  await page.getByRole('button', { name: /^Not honoured\?/ }).click();
  const dialog = page.getByRole('dialog', { name: NotHonouredText.title });
  await expect(dialog.getByRole('radio', { name: 'Staff refused the coupon' })).toBeVisible();
  await memberAudit.check('not honoured dialog', dialog);
  if (shots)
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${shots}/member-dialog-${String(width)}.png` });
    }
  await dialog.getByRole('radio', { name: 'Staff refused the coupon' }).check();
  await dialog
    .getByRole('textbox', { name: NotHonouredText.noteLabel })
    .fill('The cashier said the app is not accepted here.');
  await dialog.getByRole('button', { name: NotHonouredText.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(NotHonouredText.restored);
  if (shots) await page.screenshot({ path: `${shots}/member-dialog-done.png` });
  await dialog.getByRole('button', { name: NotHonouredText.close }).click();

  // Nobody checked it at the counter: the coupon can be redeemed again.
  await expect(heading(page, offer.title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Show this at the counter' })).toHaveCount(0);
  const again = await redeem(page);
  expect(again).not.toBe(verificationCode);

  // MERCHANT-11: the report waits in the console's queue; support dismisses it with a reason.
  const operatorContext = await browser.newContext({ viewport: CONSOLE_VIEWPORT });
  const operator = await operatorContext.newPage();
  const { audit } = await signInNewStaff(operator, baseURL, 'support');
  await consoleNavigation(operator).getByRole('link', { name: 'Not honoured' }).click();
  await expect(heading(operator, NotHonouredConsoleText.title)).toBeVisible();
  await operator.getByLabel('Filter by merchant or verification code').fill(verificationCode);
  const table = operator.getByRole('table', { name: 'Reports of coupons not honoured' });
  const row = table.getByRole('row').filter({ hasText: merchant.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Restored');
  await expect(row).toContainText('Open');
  await audit.check('not honoured queue', table);
  if (shots)
    for (const width of [768, 1280]) {
      await operator.setViewportSize({ width, height: CONSOLE_VIEWPORT.height });
      await operator.screenshot({
        path: `${shots}/console-queue-${String(width)}.png`,
        fullPage: true,
      });
    }
  await operator.setViewportSize(CONSOLE_VIEWPORT);
  await row.getByRole('link', { name: merchant.title }).click();

  await expect(heading(operator, `Not honoured at ${merchant.title}`)).toBeVisible();
  await expect(operator.getByText('The cashier said the app is not accepted here.')).toBeVisible();
  const form = operator.getByRole('form', { name: 'Resolve the report' });
  await audit.check('not honoured report', form);
  if (shots)
    for (const width of [768, 1280]) {
      await operator.setViewportSize({ width, height: CONSOLE_VIEWPORT.height });
      await operator.screenshot({
        path: `${shots}/console-report-${String(width)}.png`,
        fullPage: true,
      });
    }
  await operator.setViewportSize(CONSOLE_VIEWPORT);
  const reason = `The business says the coupon was accepted (ticket ${String(Date.now())}).`;
  await form.getByRole('radio', { name: /^Dismiss/ }).check();
  await form.getByRole('textbox', { name: 'Reason for the member' }).fill(reason);
  await form.getByRole('button', { name: 'Dismiss' }).click();
  await expect(operator.getByText(NotHonouredConsoleText.done.dismiss)).toBeVisible();
  await expect(form).toHaveCount(0);
  audit.expectClean();
  await operatorContext.close();

  // The member reads the operator's reason in the Savings Tracker.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Done' }).click();
  const doneDialog = page.getByRole('dialog', { name: 'Done With This Coupon?' });
  await doneDialog.getByRole('button', { name: 'Done' }).click();
  await expect(doneDialog).toHaveCount(0);
  // "Done" navigates on its own; a goto racing it is aborted (seen once in CI), so try again.
  await expect(async () => {
    await page.goto('/account/savings');
  }).toPass();
  const reports = page.getByRole('region', { name: NotHonouredText.reportsHeading });
  await expect(reports).toContainText(NotHonouredText.state.dismissed);
  await expect(reports).toContainText(reason);
  await memberAudit.check('savings tracker with a report', reports);
  if (shots) await page.screenshot({ path: `${shots}/member-savings-390.png`, fullPage: true });
  memberAudit.expectClean();
});
