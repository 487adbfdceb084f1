import { AccountApi } from '@citybook/contract';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { austinMerchants, redeemableOffer } from '../support/redeemable-offers.ts';
import { heading, openOffer } from '../support/screens.ts';

// Issue #32 item 3: the guest's dead ends.
const GUEST_WHY = /The guest account is shared by everyone who looks around without signing up/;
const GUEST_NOTICE = 'The guest account cannot be changed.';

test('the guest reaching Activate from Redeem is told why before leaving, and leaves only when it chooses', async ({
  page,
  request,
}) => {
  const { merchant, offer } = redeemableOffer(await austinMerchants(request));
  await logInAsGuest(page);

  await openOffer(page, merchant, offer);
  await page.getByRole('button', { name: 'Redeem' }).click();
  const prompt = page.getByRole('dialog', { name: 'Activation Required' });
  await prompt.getByRole('button', { name: 'Activate' }).click();

  // Told first, still logged in: nothing has happened yet.
  await expect(page).toHaveURL(/\/account\/selectActivation$/);
  await expect(heading(page, 'Activate Citybook')).toBeVisible();
  await expect(page.getByText(GUEST_WHY)).toBeVisible();
  await expect(page.getByText(/You will be logged out of the guest account first/)).toBeVisible();
  expect((await page.request.get(AccountApi.getProfile.path)).status()).toBe(200);

  // Keeping on browsing goes back to the coupon.
  await page.getByRole('button', { name: 'Keep Browsing as Guest' }).click();
  await expect(heading(page, offer.title)).toBeVisible();

  // The renewal link of the categories leads to the same explanation; then the guest leaves.
  await page.goto('/offers/categories');
  await page.getByRole('link', { name: 'Renew or extend your activation' }).click();
  await expect(page.getByText(GUEST_WHY)).toBeVisible();
  await page.getByRole('button', { name: 'Log Out and Create an Account' }).click();
  await expect(page).toHaveURL(/\/account\/create$/);
  await expect(heading(page, 'Create Account')).toBeVisible();
  await page.goto('/offers/categories');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test("the guest's direct pages are disabled, with why, before anything can be typed", async ({
  page,
}) => {
  await logInAsGuest(page);

  for (const path of ['/account/activate', '/account/addCode']) {
    await page.goto(path);
    await expect(page.getByText(GUEST_NOTICE)).toBeVisible();
    await expect(page.getByLabel('Activation code')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeDisabled();
  }

  await page.goto('/account/payment/1/false');
  await expect(page.getByText(GUEST_NOTICE)).toBeVisible();
  for (const label of ['Name on card', 'Card number', 'Expiration month', 'Expiration year', 'CVV'])
    await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

  await page.goto('/account/deleteAccount');
  await expect(page.getByText(GUEST_NOTICE)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account of your own' })).toHaveAttribute(
    'href',
    '/account/create',
  );
});
