import { expect, type Locator, type Page } from '@playwright/test';

/** Longer than the app waits for the browser to report its own history steps (1 s). */
const HISTORY_STEP_WAIT_MS = 2_000;

/**
 * Closes a dialog by `close` (a click, a key) and waits until the history step the closing makes
 * is done (a dialog opened on the page load's first entry pushes an entry of its own and steps
 * back over it on close, ADR 7): a `page.goto` during that step is aborted by it (ERR_ABORTED).
 */
async function closeAndSettle(page: Page, dialog: Locator, close: () => Promise<void>) {
  const stepped = page.evaluate(
    (waitMs) =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        setTimeout(resolve, waitMs);
      }),
    HISTORY_STEP_WAIT_MS,
  );
  await close();
  await expect(dialog).toHaveCount(0);
  await stepped;
}

/** Closes a dialog with one of its buttons; the next navigation may start at once. */
export async function closeDialog(page: Page, dialog: Locator, button: string): Promise<void> {
  await closeAndSettle(page, dialog, () =>
    dialog.getByRole('button', { name: button, exact: true }).click(),
  );
}

/** Closes a dialog with Escape; the next navigation may start at once. */
export async function escapeDialog(page: Page, dialog: Locator): Promise<void> {
  await closeAndSettle(page, dialog, () => page.keyboard.press('Escape'));
}
