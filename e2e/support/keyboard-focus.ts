import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the focused element is, and whether the browser shows it focused (outline or shadow). */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { tag: 'body', name: '', visible: false };
    }
    // A card's link draws its focus on the ::after that covers the card.
    const shown = [getComputedStyle(element), getComputedStyle(element, '::after')].some(
      (style) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
    );
    const name =
      element.getAttribute('aria-label') ??
      (element.innerText || element.getAttribute('name') || element.id).trim().slice(0, 60);
    return {
      tag: element.tagName.toLowerCase(),
      name,
      visible: element.matches(':focus-visible') && shown,
    };
  });
}

/** Presses `key` until `target` has focus; each stop on the way must show its focus. */
export async function moveFocusTo(
  page: Page,
  target: Locator,
  key = 'Tab',
  limit = 40,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    expect(state.visible, `focus is visible on ${state.tag} "${state.name}"`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${String(limit)} presses`);
}

export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}
