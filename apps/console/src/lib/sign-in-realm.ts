/*
 * MERCHANT-2, MERCHANT-15: which sign-in this device used last, the operator console's or a
 * business's, so that a business person who opens /console is taken to their own sign-in rather
 * than to one that would refuse them. Not a secret, and no proof of anything: the server decides
 * who is signed in; this only picks the page to show first.
 */

export type SignInRealm = 'console' | 'business';

const KEY = 'citybook-console-last-sign-in';

export function rememberSignInRealm(realm: SignInRealm): void {
  try {
    localStorage.setItem(KEY, realm);
  } catch {
    // Storage refused (private mode, full): the next visit shows the operator sign-in.
  }
}

export function lastSignInRealm(): SignInRealm | undefined {
  try {
    const kept = localStorage.getItem(KEY);
    return kept === 'console' || kept === 'business' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The router state a page sends the business frame when it came from the operator console. */
export interface FromConsoleState {
  fromConsole: true;
}

export const isFromConsole = (state: unknown): state is FromConsoleState =>
  typeof state === 'object' && state !== null && 'fromConsole' in state;
