import { lazy, Suspense, useEffect } from 'react';
import type { ComponentProps } from 'react';

const loadSideMenu = () => import('./side-menu.tsx');

const SideMenu = lazy(async () => ({ default: (await loadSideMenu()).SideMenu }));

/**
 * The menu is only for logged-in members, so the login route (ADR 0005 budget) does not carry it:
 * it is fetched as soon as a member is logged in, before anyone can open it.
 */
export function usePreloadSideMenu(loggedIn: boolean): void {
  useEffect(() => {
    // A failed preload is not an error: opening the menu loads it again.
    if (loggedIn) loadSideMenu().catch(() => undefined);
  }, [loggedIn]);
}

export function LazySideMenu(props: ComponentProps<typeof SideMenu>) {
  return (
    <Suspense fallback={null}>
      <SideMenu {...props} />
    </Suspense>
  );
}
