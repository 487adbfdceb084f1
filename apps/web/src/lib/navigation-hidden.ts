import { useEffect, useSyncExternalStore } from 'react';

/**
 * Pages that ask the shell to hide its Back and menu buttons (REDEEM-3: the redeemed coupon stays
 * on screen until the member is done with it). Kept here, not in root/, so features can ask.
 */
let hiders = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** While `hidden` is true and the caller is mounted, the top bar offers no way away. */
export function useHideNavigation(hidden: boolean): void {
  useEffect(() => {
    if (!hidden) return;
    hiders += 1;
    notify();
    return () => {
      hiders -= 1;
      notify();
    };
  }, [hidden]);
}

const isHidden = () => hiders > 0;

export function useIsNavigationHidden(): boolean {
  // Rendered at build time (the prerendered login page, ADR 0061) no page hides it either.
  return useSyncExternalStore(subscribe, isHidden, isHidden);
}
