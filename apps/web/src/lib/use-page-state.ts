import { Timing } from '@citybook/contract';
import { useCallback, useLayoutEffect, useState } from 'react';
import { readPageState, updatePageState } from './page-state.ts';

/**
 * Spec "Other screens" (category): a page's search text and window scroll position, kept in
 * session storage under `key` and restored when the page is shown again. The scroll position is
 * put back after the spec's delay, once the list below it has rendered, as far as it was built.
 */
export function usePageState(key: string) {
  const [search, setSearchState] = useState(() => readPageState(key).search ?? '');
  const [shown] = useState(() => readPageState(key).shown);
  const rememberShown = useCallback(
    (count: number) => {
      updatePageState(key, { shown: count });
    },
    [key],
  );

  const setSearch = useCallback(
    (value: string) => {
      setSearchState(value);
      updatePageState(key, { search: value });
    },
    [key],
  );

  // A layout effect, so the listener is gone before the next page's DOM moves the scroll bar.
  useLayoutEffect(() => {
    const saved = readPageState(key).scrollTop ?? 0;
    let restoring = saved > 0;
    let frame = 0;
    const remember = () => {
      // Until restored, scrolling is the router's reset to the top, not the user's.
      if (restoring) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        updatePageState(key, { scrollTop: window.scrollY });
      });
    };
    const timer = setTimeout(() => {
      if (restoring) window.scrollTo({ top: saved });
      restoring = false;
    }, Timing.scrollRestoreDelayMs);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  return { search, setSearch, shown, rememberShown };
}
