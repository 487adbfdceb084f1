import { getItem, keysOf, removeItem, setItem } from './storage-area.ts';
import type { StorageArea } from './storage-area.ts';
import { storageKeys } from './storage-keys.ts';
import type { Lifetime, StoredKey } from './storage-keys.ts';
import type { Dated } from './stored-shapes.ts';

/** The stored value, or undefined when there is none or it no longer fits its schema. */
export function readStored<T>(entry: StoredKey<T>): T | undefined {
  const text = getItem(entry.area, entry.key);
  if (text === null) return undefined;
  try {
    const parsed = entry.schema.safeParse(entry.codec.decode(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // A broken entry (an older format, a hand edit): as if nothing were stored.
    return undefined;
  }
}

export function writeStored<T>(entry: StoredKey<T>, value: T): void {
  setItem(entry.area, entry.key, entry.codec.encode(value));
}

export function removeStored(entry: StoredKey<unknown>): void {
  removeItem(entry.area, entry.key);
}

/** A dated copy younger than `maxAgeMs` (by default the key's own lifetime). */
export function readFresh<T>(entry: StoredKey<Dated<T>>, maxAgeMs?: number): Dated<T> | undefined {
  const limit = maxAgeMs ?? (entry.lifetime.kind === 'dated' ? entry.lifetime.maxAgeMs : 0);
  const stored = readStored(entry);
  return stored && Date.now() - stored.savedAt <= limit ? stored : undefined;
}

/** Saves a copy of `value` dated now. */
export function writeDated<T>(entry: StoredKey<Dated<T>>, value: T): void {
  writeStored(entry, { value, savedAt: Date.now() });
}

const APP_PREFIX = 'citybook.';

function lifetimeOf(area: StorageArea, key: string): Lifetime | undefined {
  for (const entry of Object.values(storageKeys)) {
    if (entry.area !== area) continue;
    if ('key' in entry ? entry.key === key : key.startsWith(entry.prefix)) return entry.lifetime;
  }
  return undefined;
}

/**
 * Logout (ACCOUNT-7) clears local storage and all the session kept of the member; only the tab's
 * and the device's own keys stay. Keys of the app no longer listed (left by an earlier version) go as well.
 */
export function clearMemberData(): void {
  for (const area of ['local', 'session'] as const) {
    for (const key of keysOf(area)) {
      const kind = lifetimeOf(area, key)?.kind;
      if (key.startsWith(APP_PREFIX) && kind !== 'tab' && kind !== 'device') {
        removeItem(area, key);
      }
    }
  }
}
