import { useEffect } from 'react';
import { registerWorker } from './register-worker.ts';

let registering = false;

function registerOnce(): void {
  if (registering) return;
  registering = true;
  registerWorker().catch(() => {
    registering = false;
  });
}

/**
 * Registers the offline worker once a member's page shows (issue #16): the pages it keeps for
 * offline reading are a member's, and the login page's code stays as small as ADR 0005 allows.
 * It waits for the page's load so that its precaching never competes with the first screen.
 */
export function useRegisterWorker(enabled: boolean = import.meta.env.PROD): void {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    if (document.readyState === 'complete') {
      registerOnce();
      return;
    }
    window.addEventListener('load', registerOnce, { once: true });
    return () => {
      window.removeEventListener('load', registerOnce);
    };
  }, [enabled]);
}
