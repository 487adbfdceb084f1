import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, signInNewStaff } from '../support/console.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

/** Sign-in with the password, then a recovery code in place of the app's code (OPERATOR-5). */
async function signIn(page: Page, email: string, password: string, code: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Enter your code')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
}

// A support person's own account, from the bar: new recovery codes replace the old ones at once,
// and a changed password is the one that signs in (OPERATOR-4's rules, OPERATOR-5).
test('a staff member changes their password and makes new recovery codes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const {
    account: person,
    password,
    recoveryCodes: oldCodes,
  } = await signInNewStaff(page, baseURL, 'support');

  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await expect(heading(page, 'Your account')).toBeVisible();
  await expect(
    page.getByText('You have 10 unused recovery codes.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Make new recovery codes…' }).click();
  await page
    .getByRole('dialog', { name: 'Make new recovery codes?' })
    .getByRole('button', { name: 'Make new codes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your new recovery codes' })).toBeFocused();
  const newCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(newCodes).toHaveLength(10);
  expect(newCodes).not.toContain(oldCodes[0]);
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // A wrong current password is refused on its field; the right one changes it.
  const newPassword = `Changed#${randomUUID().slice(0, 8)}-mine3`;
  await page.getByLabel('Current password').fill(`${password}x`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(/incorrect/);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password is changed' }),
  ).toBeVisible();

  // The old password no longer signs in; an old recovery code no longer does either.
  await signOut(page);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.goto('/console/sign-in');
  await signIn(page, person.email, newPassword, oldCodes[0]!);
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/wrong/);

  // The new password and a new code do.
  await page.goto('/console/sign-in');
  await signIn(page, person.email, newPassword, newCodes[0]!);
  await expect(heading(page, 'Citybook console')).toBeVisible();
});
