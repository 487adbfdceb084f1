import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves focus to the returned element after each client-side navigation, so keyboard and screen
 * reader users start at the new page instead of wherever the old one left them. Without scrolling:
 * the page's own scroll (top, or restored on Back) is React Router's, and focusing `<main>` would
 * scroll it under the top bar.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const ref = useRef<T>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return ref;
}
