import { createMember } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { Audit } from '../support/axe-audit.ts';
import { guestMarketId, marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { generateCodes } from '../support/operator.ts';
import { counterStaffOf, firstDeskSignIn, importTwoMerchants, redeem } from '../support/desk.ts';

/*
 * Issue 30 item 2's acceptance (MERCHANT-4, MERCHANT-5): a member redeems in one browser context;
 * counter staff of the merchant, made with the operator's CLI, check the code on /desk in another:
 * valid → Accept; checked again → already checked, with the time; a code of another merchant is
 * warned and cannot be accepted.
 */

test('counter staff check a member’s code on /desk: valid, accepted once, then already checked; another merchant’s is warned', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // Two redemptions, an import, two CLI runs and axe at several widths on each answer.
  test.slow();
  const [desk, elsewhere] = importTwoMerchants(baseURL);
  const merchants = await marketMerchants(request, await guestMarketId(request));
  const merchantOf = (title: string) => {
    const found = merchants.find((merchant) => merchant.title === title);
    if (!found) throw new Error(`${title} was not imported`);
    return found;
  };

  // The member redeems at the desk's merchant, and at another.
  const [activationCode] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  await logInAndActivate(page, email, activationCode!);
  const code = await redeem(page, merchantOf(desk!.title), desk!.offer);
  const otherCode = await redeem(page, merchantOf(elsewhere!.title), elsewhere!.offer);

  const staff = counterStaffOf(baseURL, desk!.slug, `Desk Cafe Group ${desk!.slug}`);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const counter = await context.newPage();
    const audit = new Audit(counter);
    await counter.goto('/desk');
    await expect(counter).toHaveTitle('Citybook Redeem Desk');
    await expect(counter.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/console/desk.webmanifest',
    );

    // First sign-in: the temporary password, then a password of their own.
    await audit.check('desk, sign-in', counter.getByLabel('Email address'));
    await counter.screenshot({ path: testInfo.outputPath('desk-390-sign-in.png'), fullPage: true });
    await firstDeskSignIn(counter, staff);

    // One location: no choosing; the code field is the task.
    await expect(counter.getByRole('banner')).toContainText(desk!.title);
    const field = counter.getByLabel('Or type the code');
    await audit.check('desk, ready', counter.getByRole('main'));
    await counter.screenshot({ path: testInfo.outputPath('desk-390-ready.png'), fullPage: true });

    await field.fill(code.toLowerCase());
    await counter.getByRole('button', { name: 'Check', exact: true }).click();
    const valid = counter.getByRole('region', { name: /Valid for this location/ });
    await expect(valid).toContainText(desk!.offer);
    await expect(valid).toContainText(code);
    // MERCHANT-3: never the member's e-mail.
    await expect(counter.getByRole('main')).not.toContainText(email);
    await audit.check('desk, valid', valid);
    await counter.screenshot({ path: testInfo.outputPath('desk-390-valid.png'), fullPage: true });

    await counter.getByRole('button', { name: 'Accept' }).click();
    const accepted = counter.getByRole('region', { name: /Accepted/ });
    await expect(accepted).toContainText(code);
    await expect(counter.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // A second check of the same code: already checked, by this person, with the time.
    await counter.getByRole('button', { name: 'Check another' }).click();
    await field.fill(code);
    await counter.getByRole('button', { name: 'Check', exact: true }).click();
    const checked = counter.getByRole('region', { name: /Already checked/ });
    await expect(checked).toContainText(
      new RegExp(`Checked .*\\d{1,2}:\\d{2}.* by ${staff.email} at ${desk!.title}`),
    );
    await expect(counter.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await audit.check('desk, already checked', checked);

    // A code redeemed at another merchant: warned, by that merchant's name, never accepted.
    await counter.getByRole('button', { name: 'Check another' }).click();
    await field.fill(otherCode);
    await counter.getByRole('button', { name: 'Check', exact: true }).click();
    const warned = counter.getByRole('region', { name: /Not for this location/ });
    await expect(warned).toContainText(elsewhere!.title);
    await expect(counter.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await counter.screenshot({ path: testInfo.outputPath('desk-390-other.png'), fullPage: true });

    // The tablet at the counter: the same answer, laid out for 768 px.
    await counter.setViewportSize({ width: 768, height: 1024 });
    await counter.screenshot({ path: testInfo.outputPath('desk-768-other.png'), fullPage: true });
    audit.expectClean();
  } finally {
    await context.close();
  }
});
