/** Where a key lives: kept on the device, or for the browser tab's session only. */
export type StorageArea = 'local' | 'session';

// The one place that touches the browser's storage. Storage can be unavailable (private
// browsing, disabled by policy, full): every operation then does nothing and reads find nothing.

function storeOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getItem(area: StorageArea, key: string): string | null {
  try {
    return storeOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(area: StorageArea, key: string, value: string): void {
  try {
    storeOf(area)?.setItem(key, value);
  } catch {
    // Unavailable or full: the app keeps working from memory and the server.
  }
}

export function removeItem(area: StorageArea, key: string): void {
  try {
    storeOf(area)?.removeItem(key);
  } catch {
    // Unavailable: nothing was stored.
  }
}

export function keysOf(area: StorageArea): string[] {
  try {
    const store = storeOf(area);
    return store ? Object.keys(store) : [];
  } catch {
    return [];
  }
}
