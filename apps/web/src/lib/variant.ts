import { readStored, writeStored } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';

/** The stored name of the variant's mark, for tests that set it as a returning tab would have. */
export const MOBILE_PLUS_KEY = storageKeys.mobilePlus.key;

/** APP-12: `?mobilePlus=true` on any address marks the session as the subscription variant. */
export function captureVariant(search: string = window.location.search): void {
  if (new URLSearchParams(search).get('mobilePlus') === 'true') {
    writeStored(storageKeys.mobilePlus, 'true');
  }
  // APP-12: the variant has its own styling: theme.css gives it its own accent.
  document.documentElement.toggleAttribute('data-mobile-plus', isMobilePlusSession());
  paintBrowserBar();
}

/** The browser's own bar (Android's address bar) takes the variant's accent from the theme. */
function paintBrowserBar(): void {
  const accent = getComputedStyle(document.documentElement)
    .getPropertyValue('--color-primary')
    .trim();
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && accent !== '') meta.content = accent;
}

export function isMobilePlusSession(): boolean {
  return readStored(storageKeys.mobilePlus) === 'true';
}
