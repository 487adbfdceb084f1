import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { heading } from './screens.ts';
import { CONSOLE_VIEWPORT } from './console.ts';

/**
 * A business person's first sign-in at /console/business/sign-in (MERCHANT-2), in a browser
 * context of their own: the temporary password, then a password of their own.
 */
export async function firstBusinessSignIn(
  browser: Browser,
  baseURL: string | undefined,
  person: { email: string; temporaryPassword: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  const page = await context.newPage();
  await page.goto('/console/business/sign-in');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(person.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Choose your password')).toBeVisible();
  const password = `Own#${randomUUID().slice(0, 12)}`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  return page;
}
