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

    // Issue #14 item 5: an image pointing at the logout address (say, an imported ad) is refused
    // and the session lives on.
    const imageLoaded = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const image = document.createElement('img');
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = '/api/account/logout';
          document.body.append(image);
        }),
    );
    expect(imageLoaded).toBe(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    const logoutCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/account/logout'),
    );
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'OK' }).click();
    expect((await logoutCall).method()).toBe('POST');
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto('/offers/categories');
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});
