import type { Page } from '@playwright/test';
import { createMember, memberPassword } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm } from '../support/login.ts';

const monthly = 'Monthly subscription — $4.99 / month';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function fillCard(page: Page, number: string, brand: string) {
  await page.getByLabel('Name on card').fill('Ana Member');
  await page.getByLabel('Card number').fill(number);
  await expect(page.getByText(`Card type: ${brand}`)).toBeVisible();
  await page.getByLabel('Expiration month').fill('12');
  await page.getByLabel('Expiration year').fill(nextYear);
  await page.getByLabel('CVV').fill('123');
}

/** A new member, logged in, on the activation choice the categories landing opens first. */
async function newMemberChoosing(page: Page, request: Parameters<typeof createMember>[0]) {
  const email = await createMember(request, { withMarket: true });
  await logInThroughForm(page, email, memberPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Citybook' })).toBeVisible();
}

test('a member subscribes with a test card, then updates the card', async ({ page, request }) => {
  await newMemberChoosing(page, request);
  await page.getByRole('link', { name: monthly }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();

  // The card number is checked by the server: a Luhn-invalid number is refused at once.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await expect(page.getByText('Please check the card number.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242', 'Visa');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Complete' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/offers\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  await page.goto('/account/manageSubscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscriptions' })).toBeVisible();
  await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();
  await page.getByRole('link', { name: 'Update payment information' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update Payment Information' }),
  ).toBeVisible();
  await fillCard(page, '5555 5555 5555 4444', 'Mastercard');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Info Updated' })).toBeVisible();

  await page.goto('/account/manageSubscriptions');
  await expect(page.getByText(/Mastercard •••• 4444/)).toBeVisible();
});

test('a declined card shows the gateway message and activates nothing', async ({
  page,
  request,
}) => {
  await newMemberChoosing(page, request);
  await page.getByRole('link', { name: monthly }).click();
  await fillCard(page, '4000 0000 0000 0002', 'Visa');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText('Your card was declined.');
  await error.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.goto('/account/manageSubscriptions');
  await expect(page.getByText('You do not have a subscription.')).toBeVisible();
});

test.describe('in the native subscription app', () => {
  test.beforeEach(async ({ page }) => {
    // A simulated Android shell: its bridge records what the web app sends.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      Object.assign(window, {
        nativeMessages: sent,
        CitybookAndroid: { postMessage: (text: string) => sent.push(JSON.parse(text)) },
      });
    });
  });

  test('a plan is bought in the store (StartIAP) and the purchase result leads on', async ({
    page,
    request,
  }) => {
    await page.goto('/account/login?mobilePlus=true');
    await newMemberChoosing(page, request);
    // The subscription app sells subscriptions only.
    await expect(page.getByRole('link', { name: 'I have a book code' })).toHaveCount(0);
    await page.getByRole('button', { name: monthly }).click();
    await expect(page.getByText('Waiting for the store…')).toBeVisible();

    const sent = () =>
      page.evaluate(() => (window as unknown as { nativeMessages: unknown[] }).nativeMessages);
    await expect
      .poll(sent)
      .toContainEqual({ type: 'StartIAP', ProductID: 1, AccountID: expect.any(Number) });

    await page.evaluate(() => {
      window.postMessage(JSON.stringify({ type: 'PurchaseResult', success: true }), '*');
    });
    await expect(page).toHaveURL(/\/offers\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });
});

test.describe('an outdated native subscription app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile CitybookApp/0.9.0' });

  test('shows the update-required state', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { CitybookAndroid: { postMessage: () => undefined } });
    });
    await page.goto('/account/login?mobilePlus=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Update Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update the app' })).toBeVisible();
  });
});
