import type { Page } from '@playwright/test';
import { memberPassword } from './accounts.ts';
import { logInThroughForm } from './login.ts';
import { expect } from './fixtures.ts';

/** On an add-code screen: activates `code` and confirms the "Activated!" dialog. */
async function activateCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await page
    .getByRole('dialog', { name: 'Activated!' })
    .getByRole('button', { name: 'OK', exact: true })
    .click();
}

/** On the add-code screen: activates `code`, confirms, and lands on the voucher list. */
export async function addAnotherCode(page: Page, code: string): Promise<void> {
  await activateCode(page, code);
  await expect(page).toHaveURL(/\/account\/managementmc$/);
}

/** Logs a new member in through the form and activates `code` on the activation choice. */
export async function logInAndActivate(page: Page, email: string, code: string): Promise<void> {
  await logInThroughForm(page, email, memberPassword);
  await expect(page).toHaveURL(/\/account\/selectActivation$/);
  await page.getByRole('link', { name: 'I have a book code' }).click();
  await activateCode(page, code);
  await expect(page).toHaveURL(/\/offers\/categories$/);
}
