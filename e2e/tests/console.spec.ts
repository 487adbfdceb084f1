import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Words of the console's own code: no member's download may hold them (ADR 0030). */
const CONSOLE_WORDS = 'Staff sign-in comes next';

test.describe('the back office', () => {
  test('opens at /console on its own page, within the member app’s security policy', async ({
    page,
  }) => {
    // A script or style the Content-Security-Policy refuses is reported as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/console');

    await expect(page).toHaveTitle('Citybook console');
    await expect(page.getByRole('heading', { level: 1, name: 'Citybook console' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(CONSOLE_WORDS);
    expect(errors).toEqual([]);
  });

  test('keeps its path when a deep address of it is opened', async ({ page }) => {
    await page.goto('/console/no/such/page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the console' }).click();
    await expect(page).toHaveURL(/\/console\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Citybook console' })).toBeVisible();
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
