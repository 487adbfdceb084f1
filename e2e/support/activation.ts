import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** On the add-code screen: activates `code`, confirms, and lands on the voucher list. */
export async function addAnotherCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await page
    .getByRole('dialog', { name: 'Activated!' })
    .getByRole('button', { name: 'OK', exact: true })
    .click();
  await expect(page).toHaveURL(/\/account\/managementmc$/);
}
