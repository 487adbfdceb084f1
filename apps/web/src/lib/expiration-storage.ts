import { readStored, writeStored } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';
import type { StoredExpiration } from './storage/stored-shapes.ts';

export type { StoredExpiration };

/**
 * ACTIVATION-7 categories landing: days left on the activation, -1 when not activated, or 'subscribe'
 * (a subscription without end, or one deactivated in future). Read by account management.
 */
export function readStoredExpiration(): StoredExpiration | null {
  return readStored(storageKeys.expiration) ?? null;
}

export function storeExpiration(value: StoredExpiration): void {
  writeStored(storageKeys.expiration, value);
}
