import type { Page } from '@playwright/test';
import { createMember, memberPassword } from '../../support/accounts.ts';
import { AUDITED_JOURNEY_TIMEOUT_MS, Audit } from '../../support/axe-audit.ts';
import { expect, test } from '../../support/fixtures.ts';
import { logInThroughForm } from '../../support/login.ts';
import { heading } from '../../support/screens.ts';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Ana Member');
  await page.getByLabel('Card number').fill(number);
  await expect(page.getByText(/Card type: /)).toBeVisible();
  await page.getByLabel('Expiration month').fill('12');
  await page.getByLabel('Expiration year').fill(nextYear);
  await page.getByLabel('CVV').fill('123');
}

// Transitions end at once: colour contrast is judged on the settled page.
test.use({ reducedMotion: 'reduce' });

test.describe('axe: no serious or critical violations', () => {
  test.describe.configure({ timeout: AUDITED_JOURNEY_TIMEOUT_MS });

  test('a member subscribing', async ({ page, request }) => {
    const audit = new Audit(page);
    const email = await createMember(request, { withMarket: true });
    await logInThroughForm(page, email, memberPassword);
    await expect(heading(page, 'Activate Citybook')).toBeVisible();
    await page.getByRole('link', { name: /^Monthly subscription/ }).click();
    await audit.check('payment form', heading(page, 'Payment'));
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await audit.check(
      'payment form, invalid card',
      page.getByText('Please check the card number.'),
    );

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const declined = page.getByRole('dialog', { name: 'Error' });
    await audit.check('error dialog, card declined', declined);
    await declined.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(declined).toHaveCount(0);

    await page.goto('/account/manageSubscriptions');
    await audit.check('manage subscriptions, none', heading(page, 'Manage Subscriptions'));
    await page.goBack();
    await expect(heading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await audit.check('subscription complete', heading(page, 'Subscription Complete'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Categories')).toBeVisible();

    await page.goto('/account/manageSubscriptions');
    await audit.check('manage subscriptions', page.getByText(/Visa •••• 4242/));
    await page.goto('/account/changeSubscription');
    await audit.check('change subscription', page.getByRole('button', { name: /^Annual/ }));
    await page.getByRole('button', { name: /^Annual/ }).click();
    const question = page.getByRole('dialog', { name: 'Change to Annual?' });
    await audit.check('change subscription dialog', question);
    await question.getByRole('button', { name: 'Change plan' }).click();
    await audit.check('change subscription, changed', page.getByText(/^Your plan changes to/));
    await page.goto('/account/manageSubscriptions');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await audit.check('cancel subscription dialog', cancel);
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await audit.check(
      'manage subscriptions, cancelled',
      page.getByRole('button', { name: 'Resume subscription' }),
    );
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await page.getByRole('link', { name: 'Payment history' }).click();
    await audit.check('payment history', page.getByRole('list', { name: 'Payments' }));
    await page.goto('/account/manageSubscriptions');
    await page.getByRole('link', { name: 'Update payment information' }).click();
    await audit.check('update payment form', heading(page, 'Update Payment Information'));
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await audit.check('payment info updated', heading(page, 'Payment Info Updated'));

    await page.goto('/account/managementmc');
    await audit.check('account managementmc (subscriber)', heading(page, 'Account'));

    audit.expectClean();
  });
});
