import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves focus to the returned element after each client-side navigation, so keyboard and screen
 * reader users start at the new page instead of wherever the old one left them.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const ref = useRef<T>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    ref.current?.focus();
  }, [pathname]);

  return ref;
}
