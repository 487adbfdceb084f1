import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Words of the console's own code: no member's download may hold them (ADR 0030). */
const CONSOLE_WORDS = 'I have saved my recovery codes';

/** Nobody is signed in: the console asks the server who is, and the answer is 401 (OPERATOR-1). */
const NOT_SIGNED_IN = /Failed to load resource: the server responded with a status of 401/;

test.describe('the back office', () => {
  test('opens at /console on its own page, within the member app’s security policy', async ({
    page,
  }) => {
    // A script or style the Content-Security-Policy refuses is reported as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !NOT_SIGNED_IN.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/console');

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Citybook console');
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    expect(errors).toEqual([]);
  });

  test('answers a deep address of it with its own page, sign-in first', async ({ page }) => {
    await page.goto('/console/no/such/page');

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
  });

  test('is never part of the member app’s download', async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    await page.goto('/account/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const paths = responses.map((response) => new URL(response.url()).pathname);
    expect(paths.filter((path) => path.startsWith('/console'))).toEqual([]);
    const scripts = responses.filter((response) => response.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await script.text()).not.toContain(CONSOLE_WORDS);
  });
});
