import type { Browser, Locator, Page } from '@playwright/test';
import { kb } from './bundle-budgets.ts';

/*
 * The login page's first paint (ADR 0061): what a browser shows of the prerendered login before
 * any script has run, and the bytes that takes (bench:bundle prints it beside the budgets).
 */

/** The login page's controls, as a visitor sees them. */
export const LOGIN_SHOWS: readonly [string, (page: Page) => Locator][] = [
  ['heading', (page) => page.getByRole('heading', { level: 1, name: 'Log in to Citybook' })],
  ['email', (page) => page.getByLabel('Email')],
  ['password', (page) => page.getByLabel('Password', { exact: true })],
  ['log in', (page) => page.getByRole('button', { name: 'Log In' })],
  ['guest', (page) => page.getByRole('button', { name: 'Continue as Guest' })],
];

/** The login page working: the app has taken it over and enabled its buttons. */
export const loginReady = (page: Page) =>
  page.getByRole('button', { name: 'Continue as Guest', disabled: false });

export interface FirstPaint {
  /** Which of LOGIN_SHOWS are visible with no script run. */
  shown: string[];
  /** Each file the page downloaded, as sent (document, style sheets, icons). */
  files: { path: string; type: string; transferred: number; encoding: string }[];
}

/** The login page opened with JavaScript off: what is on screen before any script has run. */
export async function loginFirstPaint(browser: Browser, baseURL: string): Promise<FirstPaint> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const pending: Promise<FirstPaint['files'][number] | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          transferred: (await request.sizes()).responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? '',
        };
      })(),
    );
  });
  try {
    await page.goto('/account/login');
    await page.waitForLoadState('networkidle');
    const shown: string[] = [];
    for (const [name, locate] of LOGIN_SHOWS) if (await locate(page).isVisible()) shown.push(name);
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    return { shown, files };
  } finally {
    await context.close();
  }
}

export function describeFirstPaint(paint: FirstPaint): string {
  const sent = (type: string) =>
    kb(paint.files.filter((f) => f.type === type).reduce((sum, f) => sum + f.transferred, 0));
  const scripts = paint.files.filter((f) => f.type === 'script').length;
  return (
    `login first paint, before any script: ${paint.shown.length === 0 ? 'nothing' : paint.shown.join(', ')} ` +
    `(of ${LOGIN_SHOWS.map(([name]) => name).join(', ')}); document ${sent('document')} and CSS ` +
    `${sent('stylesheet')} as sent, JavaScript ${scripts === 0 ? 'none' : `${String(scripts)} files`}`
  );
}
