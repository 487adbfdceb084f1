import type { Page } from '@playwright/test';
import { Audit } from '../support/axe-audit.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  CONSOLE_VIEWPORT,
  CONSOLE_WIDTHS,
  consoleNavigation,
  signInNewStaff,
} from '../support/console.ts';

/**
 * Issue 25's acceptance: axe clean and no sideways scroll on the console's pages at 768 and
 * 1280 px (ADR 0030: desktop first, usable on a tablet). The pages are the side navigation's
 * links as an owner sees them (every screen), so a screen added to the navigation is checked
 * without changing this test; the sign-in steps and the person's own account come with them.
 */
test.use({ viewport: CONSOLE_VIEWPORT });

/** The screen's heading, once nothing on it is still loading. */
async function settled(page: Page) {
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  return title;
}

test('every console page is axe clean and fits 768 and 1280 px', async ({ page, baseURL }) => {
  // A dozen screens or more, each checked by axe at two widths.
  test.setTimeout(240_000);
  // Sign-in, the new password, the authenticator's enrolment and the recovery codes.
  const { audit } = await signInNewStaff(page, baseURL, 'owner', { auditSignIn: true });

  const navigation = consoleNavigation(page);
  const links = await navigation.getByRole('link').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      name: anchor.textContent?.trim() ?? '',
      path: new URL((anchor as HTMLAnchorElement).href).pathname,
    })),
  );
  // The owner sees at least the start page, the catalogue and the administration.
  expect(links.map((link) => link.name)).toEqual(
    expect.arrayContaining(['Start', 'Merchants', 'Import', 'Staff', 'Audit log']),
  );
  const account = await page.getByRole('link', { name: 'Your account' }).getAttribute('href');
  expect(account).toBe('/console/account');

  for (const link of [...links, { name: 'Your account', path: account ?? '' }]) {
    await page.goto(link.path);
    await audit.check(`${link.name} (${link.path})`, await settled(page));
  }
  audit.expectClean();
});

test('the sign-in page is axe clean and fits 768 and 1280 px', async ({ page }) => {
  const audit = new Audit(page, CONSOLE_WIDTHS);
  await page.goto('/console/sign-in');
  await audit.check('sign-in', page.getByRole('heading', { level: 1, name: 'Sign in' }));
  // Its errors on their fields, too.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await audit.check('sign-in with errors', page.getByLabel('Email address'));
  audit.expectClean();
});
