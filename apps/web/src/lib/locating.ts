import { useSyncExternalStore } from 'react';

/** Pending position requests, so the shell's spinner also covers geolocation (spec §2). */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function trackLocating<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  return work.finally(() => {
    pending -= 1;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsLocating(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
