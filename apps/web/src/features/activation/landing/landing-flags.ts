import { wasActivationPrompted } from './activation-prompt-storage.ts';
import { readStored, removeStored, writeStored } from '../../../lib/storage/stored.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';

/** One per prompt the categories landing gives at most once a session (ACTIVATION-7). */
export type LandingFlag = 'notActivated' | 'expiry3' | 'expiry7' | 'expiry15';

export interface LandingSession {
  /** Prompts already given in this session. */
  given: ReadonlySet<LandingFlag>;
  /** The user skipped the activation choice in this session. */
  activationSkipped: boolean;
}

const ALL_FLAGS: readonly LandingFlag[] = ['notActivated', 'expiry3', 'expiry7', 'expiry15'];

/** Session storage, so a new session (or a logout, which clears it) prompts again. */
export function readLandingSession(): LandingSession {
  const given = new Set(
    ALL_FLAGS.filter((flag) => readStored(storageKeys.landingPrompted.named(flag)) === 'true'),
  );
  return { given, activationSkipped: wasActivationPrompted() };
}

export function markLandingFlags(flags: readonly LandingFlag[]): void {
  for (const flag of flags) writeStored(storageKeys.landingPrompted.named(flag), 'true');
}

/**
 * The categories landing is about to send the user to a prompt. The categories never entered the
 * history, so the prompt's 'Not now' asks this to return there rather than to the page before.
 */
export function markLandingRedirect(): void {
  writeStored(storageKeys.landingRedirect, 'true');
}

/** Whether the current prompt came from the categories landing; forgets it either way. */
export function takeLandingRedirect(): boolean {
  const redirected = readStored(storageKeys.landingRedirect) === 'true';
  removeStored(storageKeys.landingRedirect);
  return redirected;
}
