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

export function useIsNavigationHidden(): boolean {
  return useSyncExternalStore(subscribe, () => hiders > 0);
}
