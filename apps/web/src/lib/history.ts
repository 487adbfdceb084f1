import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canGoBack } from './history-depth.ts';

export { canGoBack };

/** Goes back one page; when the app was opened on this page, goes to `fallback` or, without one, stays. */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (fallback?: string) => {
      if (canGoBack(key)) void navigate(-1);
      else if (fallback !== undefined) void navigate(fallback, { replace: true });
    },
    [navigate, key],
  );
}
