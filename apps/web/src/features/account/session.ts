import { SESSION_SIGNAL_COOKIE } from '@citybook/contract/app';
import { clearMemberData } from '../../lib/storage/stored.ts';
import { clearOfflineCopies } from '../../lib/offline-copies.ts';

/**
 * Whether a session exists. The session token itself is HttpOnly; the server sets a readable
 * companion cookie next to it so the app can tell without a request.
 */
export function hasSession(): boolean {
  // Rendered at build time (the prerendered login page, ADR 0061) there is no session.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === SESSION_SIGNAL_COOKIE && Boolean(value);
  });
}

/**
 * Forgets the session on this device with everything stored for it, the worker's offline copies
 * of the market and their dates included (settled by the promise; the rest is gone at once). The
 * companion cookie is expired here too: after the server rejected the session, a leftover signal
 * would send the login page straight back to a protected page.
 */
export function clearLocalSession(): Promise<void> {
  clearMemberData();
  document.cookie = `${SESSION_SIGNAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return clearOfflineCopies();
}
