import type { StaffRole } from '@citybook/contract/staff';
import type { Locator, Page } from '@playwright/test';
import { Audit } from './axe-audit.ts';
import { expect } from './fixtures.ts';
import { addStaff, firstSignIn } from './staff.ts';

/** The back office is laid out for desktops and usable on a tablet (ADR 0030). */
export const CONSOLE_WIDTHS = [768, 1280];

/** The desktop window a console journey runs in (ADR 0030: desktop first). */
export const CONSOLE_VIEWPORT = { width: 1280, height: 900 };

/**
 * A new staff account of the role (OPERATOR-2), signed in for the first time (OPERATOR-3,
 * OPERATOR-4), and an axe audit at the console's widths; with `auditSignIn`, the sign-in's own
 * screens are checked on the way.
 */
export async function signInNewStaff(
  page: Page,
  baseURL: string | undefined,
  role: StaffRole,
  { auditSignIn = false }: { auditSignIn?: boolean } = {},
) {
  const audit = new Audit(page, CONSOLE_WIDTHS);
  const account = addStaff(baseURL, role);
  const signedIn = await firstSignIn(page, account, auditSignIn ? audit : undefined);
  return { audit, account, ...signedIn };
}

/** The console's side navigation. */
export const consoleNavigation = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** Opens a grid from the side navigation, once its first row is there. */
export async function openGrid(page: Page, name: string): Promise<void> {
  await consoleNavigation(page).getByRole('link', { name }).click();
  await expect(page.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible();
}

/** Full-page screenshots at each of the console's widths, at `path(width)`; then back at the desktop. */
export async function screenshotAtWidths(
  page: Page,
  path: (width: number) => string,
): Promise<void> {
  for (const width of CONSOLE_WIDTHS) {
    await page.setViewportSize({ width, height: CONSOLE_VIEWPORT.height });
    await page.screenshot({ path: path(width), fullPage: true });
  }
  await page.setViewportSize(CONSOLE_VIEWPORT);
}

/** Whether the image has loaded and decoded (not just laid out at its set size). */
export async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}
