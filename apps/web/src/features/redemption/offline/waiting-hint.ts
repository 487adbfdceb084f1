import { readStored, removeStored, writeStored } from '../../../lib/storage/stored.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

// A hint, not the record (IndexedDB is): it lets a member who never redeemed offline skip
// downloading the sending code. Wrong at worst for one try: a sync that finds nothing clears it.

export const hasWaitingHint = (): boolean =>
  readStored(storageKeys.offlineRedemptionsWaiting) === 'true';

export function setWaitingHint(waiting: boolean): void {
  if (waiting) writeStored(storageKeys.offlineRedemptionsWaiting, 'true');
  else removeStored(storageKeys.offlineRedemptionsWaiting);
}
