import { wasActivationPrompted } from './activation-prompt-storage.ts';

/** One per prompt the categories landing gives at most once a session (spec §4). */
export type LandingFlag = 'notActivated' | 'expiry3' | 'expiry7' | 'expiry15';

export interface LandingSession {
  /** Prompts already given in this session. */
  given: ReadonlySet<LandingFlag>;
  /** The user skipped the activation choice in this session. */
  activationSkipped: boolean;
}

const PREFIX = 'citybook.landingPrompted.';
const ALL_FLAGS: readonly LandingFlag[] = ['notActivated', 'expiry3', 'expiry7', 'expiry15'];

/** Session storage, so a new session (or a logout, which clears it) prompts again. */
export function readLandingSession(): LandingSession {
  const given = new Set<LandingFlag>();
  try {
    for (const flag of ALL_FLAGS) {
      if (sessionStorage.getItem(PREFIX + flag) === 'true') given.add(flag);
    }
  } catch {
    // Storage unavailable: every prompt counts as not given yet.
  }
  return { given, activationSkipped: wasActivationPrompted() };
}

export function markLandingFlags(flags: readonly LandingFlag[]): void {
  try {
    for (const flag of flags) sessionStorage.setItem(PREFIX + flag, 'true');
  } catch {
    // Storage unavailable: the prompt may come again, which is harmless.
  }
}

const REDIRECT_KEY = 'citybook.landingRedirect';

/**
 * The categories landing is about to send the user to a prompt. The categories never entered the
 * history, so the prompt's 'Not now' asks this to return there rather than to the page before.
 */
export function markLandingRedirect(): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, 'true');
  } catch {
    // Storage unavailable: 'Not now' goes back one page instead.
  }
}

/** Whether the current prompt came from the categories landing; forgets it either way. */
export function takeLandingRedirect(): boolean {
  try {
    const redirected = sessionStorage.getItem(REDIRECT_KEY) === 'true';
    sessionStorage.removeItem(REDIRECT_KEY);
    return redirected;
  } catch {
    return false;
  }
}
