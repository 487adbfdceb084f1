import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canGoBack } from './history-depth.ts';

export { canGoBack };

/**
 * Goes back one page; when the app was opened on this page, goes to `fallback` or, without one,
 * stays. Decided on the entry current when called: a caller that waited for history steps (a
 * dialog's added entry stepped back over, ADR 0007) may hold a function from an earlier render.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const current = useRef(key);
  // A layout effect: it runs before the dialogs learn (in the shell's) that the entry changed.
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
  return useCallback(
    (fallback?: string) => {
      if (canGoBack(current.current)) void navigate(-1);
      else if (fallback !== undefined) void navigate(fallback, { replace: true });
    },
    [navigate],
  );
}

/**
 * Like useGoBack, for a page that must go back (ACTIVATION-16): opened by its address, with no page
 * of this load behind it, it goes back in the browser's own history when the tab has an entry
 * before it, and only a tab with nothing before goes to `fallback` (issue #32 item 12).
 */
export function useGoBackInBrowser() {
  const goBack = useGoBack();
  const { key } = useLocation();
  return useCallback(
    (fallback: string) => {
      if (!canGoBack(key) && window.history.length > 1) window.history.back();
      else goBack(fallback);
    },
    [goBack, key],
  );
}
