import { expect, test } from '../support/fixtures.ts';

test.describe('login', () => {
  test('the guest button leads to the category list of the guest market @smoke', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    await expect(page).toHaveURL(/\/offers\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dining' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Travel & Hotels' })).toBeVisible();
  });

  test('a logged-out visit to the categories ends on the login page', async ({ page }) => {
    await page.goto('/offers/categories');

    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('wrong credentials mark the email field until it changes', async ({ page }) => {
    await page.goto('/account/login');
    const email = page.getByLabel('Email');
    await email.fill('nobody@example.com');
    await page.getByLabel('Password').fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
    await email.fill('nobody@example.org');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('logging out returns to the login page and protects the app again', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto('/offers/categories');
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});
