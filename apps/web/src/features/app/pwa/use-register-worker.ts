import { useEffect } from 'react';
import { keepWhatWasRead } from './keep-what-was-read.ts';
import { registerWorker } from './register-worker.ts';

let registering = false;

function registerOnce(readable: RegExp): void {
  if (registering) return;
  registering = true;
  registerWorker(navigator.serviceWorker, undefined, () => {
    keepWhatWasRead(readable);
  }).catch(() => {
    registering = false;
  });
}

/**
 * Registers the offline worker once a member's page shows (issue #16): the pages it keeps for
 * offline reading are a member's, and the login page's code stays as small as ADR 0005 allows.
 * It waits for the page's load so that its precaching never competes with the first screen.
 */
export function useRegisterWorker(
  /** The worker's pattern of the answers it keeps for offline (root/pwa-options.ts). */
  readable: RegExp,
  enabled: boolean = import.meta.env.PROD,
): void {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    const register = () => {
      registerOnce(readable);
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
    };
  }, [enabled, readable]);
}
