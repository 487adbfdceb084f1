import { readStored, writeStored } from '../../../lib/storage/stored.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

/** The local day (YYYY-MM-DD) the expiry reminder was last shown, if ever. */
export function readReminderShownOn(): string | null {
  return readStored(storageKeys.expiryReminderShownOn) ?? null;
}

export function storeReminderShownOn(day: string): void {
  writeStored(storageKeys.expiryReminderShownOn, day);
}
