import { SESSION_SIGNAL_COOKIE } from '@citybook/contract';

/** What the server's login answer does to the readable cookies. */
export function signalSession(): void {
  document.cookie = `${SESSION_SIGNAL_COOKIE}=1; Path=/`;
}
