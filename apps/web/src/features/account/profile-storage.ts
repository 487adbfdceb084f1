import type { Profile } from '@citybook/contract/account';
import { readStored, writeStored } from '../../lib/storage/stored.ts';
import { storageKeys } from '../../lib/storage/storage-keys.ts';

// Without storage (private browsing, disabled by policy) the app keeps the profile in memory only.
// Logout clears it with the rest of the member's data (lib/storage).

export function loadStoredProfile(): Profile | undefined {
  return readStored(storageKeys.profile);
}

export function storeProfile(profile: Profile): void {
  writeStored(storageKeys.profile, profile);
}
