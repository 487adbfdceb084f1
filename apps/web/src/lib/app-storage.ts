import { MOBILE_PLUS_KEY } from './variant.ts';

const PREFIX = 'citybook.';

function removeAppKeys(storage: Storage, keep: string[]): void {
  for (const key of Object.keys(storage)) {
    if (key.startsWith(PREFIX) && !keep.includes(key)) storage.removeItem(key);
  }
}

/**
 * Logout (spec §4) clears local storage and the session's cached data. The subscription-variant
 * mark stays: it belongs to the browsing session, not to the user.
 */
export function clearAppStorage(): void {
  try {
    removeAppKeys(localStorage, []);
    removeAppKeys(sessionStorage, [MOBILE_PLUS_KEY]);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
