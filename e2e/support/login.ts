import { expect, type Page } from '@playwright/test';

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Citybook' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logInAsGuest(page: Page): Promise<void> {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
}

/**
 * ACTIVATION-7 categories landing: a member who is not activated is first asked to activate, once a
 * session. 'Not now' goes on to the categories.
 */
export async function skipActivationPrompt(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/account\/selectActivation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Citybook' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/offers\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
}
