import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether this tab has an earlier entry of the app to go back to. React Router keeps the entry's
 * position in `history.state.idx`; the first entry of the session is 0.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Goes back one page; when the app was opened on this page, goes to `fallback` or, without one,
 * stays. Works with the memory router too, whose first entry has the key 'default'.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (fallback?: string) => {
      const state: unknown = window.history.state;
      const browserIndexKnown = typeof state === 'object' && state !== null && 'idx' in state;
      const hasPast = browserIndexKnown ? canGoBack() : key !== 'default';
      if (hasPast) void navigate(-1);
      else if (fallback !== undefined) void navigate(fallback, { replace: true });
    },
    [navigate, key],
  );
}
