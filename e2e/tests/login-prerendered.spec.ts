import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS } from '../support/chromium-args.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';

const LOGIN_HEADING = 'Log in to Citybook';
/** The app's entry script, as index.html names it (apps/web/vite.config.ts: the `app` chunk). */
const APP_SCRIPT = /\/assets\/app-[\w-]+\.js$/;

async function expectLoginPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
}

/** Every error and warning the page reports: the console's, and uncaught exceptions. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('the login page in the first response (issue 28 item 1, ADR 0061)', () => {
  for (const path of ['/account/login', '/']) {
    test(`${path} shows the login page with JavaScript turned off`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: baseURL ?? '',
      });
      const page = await context.newPage();
      await page.goto(path);
      await expectLoginPage(page);
      // Nothing the app's script would do is offered before it runs.
      await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeDisabled();
      await context.close();
    });
  }

  test('a browser with JavaScript turned off says the app needs it, above the top bar', async ({
    baseURL,
  }) => {
    // Turned off in the browser itself: Playwright's own switch leaves <noscript> hidden.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...HEADLESS_CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'],
    });
    const page = await browser.newPage({
      baseURL: baseURL ?? '',
      viewport: { width: 320, height: 640 },
    });
    await page.goto('/account/login');
    await expectLoginPage(page);
    // Playwright's text locators skip <noscript>: found by its class, checked by its text.
    const note = page.locator('.noscript-note');
    await expect(note).toHaveText('Citybook needs JavaScript to run.');
    await expect(note).toBeVisible();
    const [noteBox, heading] = await Promise.all([
      note.boundingBox(),
      page.getByRole('heading', { level: 1, name: LOGIN_HEADING }).boundingBox(),
    ]);
    expect(noteBox!.y).toBeLessThan(heading!.y);
    await expect(note).toHaveCSS('text-align', 'center');
    await page.screenshot({ path: test.info().outputPath('no-javascript-320.png') });
    await browser.close();
  });

  test('the app takes the page over without rendering it again, and logging in works', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    // The app's script held back: what shows is the HTML's own.
    let releaseScript: () => void = () => undefined;
    const scriptReleased = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(APP_SCRIPT, async (route) => {
      await scriptReleased;
      await route.continue();
    });
    // Not until the DOM is loaded: a module script it waits for is held.
    await page.goto('/account/login', { waitUntil: 'commit' });
    await expectLoginPage(page);
    const heading = page.getByRole('heading', { level: 1, name: LOGIN_HEADING });
    // A mark on the prerendered heading stays only if React keeps the element (hydration).
    await heading.evaluate((element) => element.setAttribute('data-before-app', ''));

    // A visitor quicker than the network types before the app has arrived: it is kept.
    const email = page.getByLabel('Email');
    await email.fill('nobody@example.com');

    releaseScript();
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeEnabled();
    await expect(heading).toHaveAttribute('data-before-app', '');
    await expect(email).toHaveValue('nobody@example.com');
    await expect(page).toHaveTitle(/Log in/);
    // No hydration mismatch, nor any other complaint, while the app took over.
    expect(problems).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/\/offers\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  test('a member opening / is sent plain index.html and ends on the categories without the login page painting', async ({
    page,
  }) => {
    await logInAsGuest(page);
    // Recorded from the document's first byte: a login heading in the HTML or put there by the app.
    await page.addInitScript((text: string) => {
      const seen = () =>
        Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === text);
      const record = () => {
        if (seen()) document.documentElement.dataset.loginPainted = 'true';
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    }, LOGIN_HEADING);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain(LOGIN_HEADING);
    await expect(page).toHaveURL(/\/offers\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-login-painted', 'true');
  });
});
