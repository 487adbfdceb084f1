import { useSyncExternalStore } from 'react';

/** Pending position requests, so the shell's spinner also covers geolocation (APP-6). */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Counts `work` as pending until it settles, or until `signal` aborts: a member who goes on
 * without their position is no longer waiting, even while the device still looks for it.
 */
export function trackLocating<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  let counted = true;
  const stop = () => {
    if (!counted) return;
    counted = false;
    pending -= 1;
    notify();
  };
  pending += 1;
  notify();
  signal?.addEventListener('abort', stop, { once: true });
  return work.finally(stop);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isLocating = () => pending > 0;

export function useIsLocating(): boolean {
  // Rendered at build time (the prerendered login page, ADR 0061) nothing is pending either.
  return useSyncExternalStore(subscribe, isLocating, isLocating);
}
