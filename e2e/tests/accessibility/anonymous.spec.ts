import { AUDITED_JOURNEY_TIMEOUT_MS, Audit } from '../../support/axe-audit.ts';
import { test } from '../../support/fixtures.ts';
import { heading } from '../../support/screens.ts';

// Transitions end at once: colour contrast is judged on the settled page.
test.use({ reducedMotion: 'reduce' });

test.describe('axe: no serious or critical violations', () => {
  test.describe.configure({ timeout: AUDITED_JOURNEY_TIMEOUT_MS });

  test('anonymous screens', async ({ page, browser, baseURL }) => {
    const audit = new Audit(page);

    await page.goto('/account/login');
    await audit.check('login', heading(page, 'Log in to Citybook'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await audit.check(
      'login, rejected credentials',
      page.getByText('The email address or password is incorrect.'),
    );

    await page.goto('/account/create');
    await audit.check('create account', heading(page, 'Create Account'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm Password').fill('weaker');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await audit.check(
      'create account, invalid fields',
      page.getByText(/Passwords must be at least 8 characters long/),
    );

    await page.goto('/account/password/forgot');
    await audit.check('forgot password', heading(page, 'Forgot Password'));
    await page.goto('/account/password/reset?token=not-a-real-token');
    await audit.check('reset password', heading(page, 'Reset Password'));
    await page.goto('/account/password/set?token=not-a-real-token');
    await audit.check('set password', heading(page, /password/i));
    await page.goto('/error');
    await audit.check('/error', heading(page, 'Something went wrong'));
    await page.goto('/no/such/page');
    await audit.check('not found', page.getByRole('heading', { level: 1 }));
    await page.goto('/verify');
    await audit.check('verify', heading(page, 'Check a coupon'));
    await page.goto('/verify/ZZZZZZ');
    await audit.check('verify, unknown code', page.getByRole('alert'));
    await page.goto('/savings');
    await audit.check(
      'public savings page',
      heading(page, 'Save at local merchants with Citybook'),
    );
    await page.goto('/mobile/deeplink/offers/categories');
    await audit.check('deep link', heading(page, 'Open in the Citybook app'));

    // The outdated native subscription app: its own context with the app's user agent.
    const outdated = await browser.newContext({
      baseURL,
      reducedMotion: 'reduce',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile CitybookApp/0.9.0',
    });
    try {
      const native = await outdated.newPage();
      await native.addInitScript(() => {
        Object.assign(window, { CitybookAndroid: { postMessage: () => undefined } });
      });
      await native.goto('/account/login?mobilePlus=true');
      const nativeAudit = new Audit(native);
      await nativeAudit.check('update required', heading(native, 'Update Required'));
      nativeAudit.expectClean();
    } finally {
      await outdated.close();
    }

    audit.expectClean();
  });
});
