import { useSyncExternalStore } from 'react';

/** Starts the waiting version: the page reloads once it has taken over. */
export type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** register-worker.ts: a new version of the app is installed and waits for the member. */
export function announceUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to start the new version once one waits, else null. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
