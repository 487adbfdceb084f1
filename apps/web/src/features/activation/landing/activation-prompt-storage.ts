import { readStored, writeStored } from '../../../lib/storage/stored.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

/**
 * ACTIVATION-2: skipping activation remembers that the user was asked, so the categories landing does
 * not send them to the activation choice again in this session.
 */
export function markActivationPrompted(): void {
  writeStored(storageKeys.activationPrompted, 'true');
}

export function wasActivationPrompted(): boolean {
  return readStored(storageKeys.activationPrompted) === 'true';
}
