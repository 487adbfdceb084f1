import {
  AccountApi,
  ActivationApi,
  ConsentButton,
  CURRENT_TERMS,
  encodeBasicAuth,
} from '@citybook/contract';
import { createMember, memberPassword } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONSOLE_VIEWPORT, consoleNavigation, signInNewStaff } from '../support/console.ts';
import { heading } from '../support/screens.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

test('a support agent finds a subscriber, refunds their payment with a reason, and sees it recorded', async ({
  page,
  request,
  baseURL,
}) => {
  // OPERATOR-18…22: a first sign-in, the search, the member page and a refund, each checked by axe.
  test.setTimeout(120_000);
  const email = await createMember(request, { withMarket: true });
  const login = await request.post(AccountApi.login.path, {
    headers: { authorization: encodeBasicAuth({ email, password: memberPassword }) },
    data: {},
  });
  expect(login.ok()).toBe(true);
  const nextYear = String(new Date().getUTCFullYear() + 1);
  const subscribed = await request.post(ActivationApi.activateSubscription.path, {
    data: {
      subscriptionTypeCode: 1,
      sourceDevicePlatformCode: 'web',
      // ACTIVATION-22: the terms and the button the purchase screen shows.
      termsVersion: CURRENT_TERMS.version,
      button: ConsentButton.purchase,
      sourcePayload: JSON.stringify({
        cardType: 0,
        cardholderName: 'Ana Member',
        pan: '4242424242424242',
        expirationMonth: '12',
        expirationYear: nextYear,
        cvv: '123',
      }),
    },
  });
  expect(subscribed.ok()).toBe(true);

  const { audit } = await signInNewStaff(page, baseURL, 'support');
  await consoleNavigation(page).getByRole('link', { name: 'Support' }).click();
  await expect(heading(page, 'Support')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Members in numbers' })).toBeVisible();

  // By card: the last 4 and the expiry.
  await page.getByLabel('Search by').selectOption('card');
  await page.getByLabel('Card’s last 4 digits').fill('4242');
  await page.getByLabel('Card expiry (MM/YY)').fill(`12/${nextYear.slice(-2)}`);
  await expect(page).toHaveURL(/expiry=/);
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  // Other tests subscribe with the same card: this member is found by e-mail then.
  await page.getByLabel('Search by').selectOption('email');
  await page.getByLabel('E-mail (or a part of it)').fill(email);
  const found = page.getByRole('link', { name: email });
  await expect(found).toBeVisible();
  await audit.check('support search', page.getByRole('table'));
  await found.click();

  await expect(heading(page, email)).toBeVisible();
  await audit.check('member page', heading(page, email));
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments).toContainText('Visa •••• 4242');
  await expect(payments).toContainText('Paid');
  await payments.getByRole('button', { name: /^Refund / }).click();

  const dialog = page.getByRole('dialog', { name: /^Refund / });
  await audit.check('refund dialog', dialog);
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const reason = `Charged twice in April (ticket ${String(Date.now())})`;
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(
    dialog.getByText('The payment was refunded, and the member gets a receipt.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(payments).toContainText('Refunded');
  await expect(payments).toContainText(`“${reason}”`);
  const history = page.getByRole('region', { name: 'Support history', exact: true });
  await expect(history).toContainText('Refunded a payment');
  await expect(history).toContainText(`Reason: ${reason}`);
  await expect(payments.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  audit.expectClean();
});
