import { useCallback, useEffect, useRef } from 'react';
import { guardBack, whenSettled } from './open-dialogs.ts';
import type { ShownDialog } from './open-dialogs.ts';

/**
 * Asks whether the member may leave; calls `release` before leaving, which lifts the guard and
 * resolves once the history is settled, so the page may then navigate.
 */
export type LeaveQuestion = (release: () => Promise<void>) => Promise<void>;

/**
 * While mounted, browser (or Android) Back does not leave the page but asks `question`, through
 * the app's one blocker (use-back-closes-dialogs.ts). Returns the same question for the page's
 * own way out (e.g. a Done button); one question at a time.
 */
export function useBackGuard(question: LeaveQuestion): () => void {
  const latest = useRef(question);
  const shown = useRef<ShownDialog | null>(null);
  const asking = useRef(false);

  useEffect(() => {
    latest.current = question;
  }, [question]);

  const release = useCallback(async () => {
    shown.current?.closed();
    shown.current = null;
    await whenSettled();
  }, []);

  const ask = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      await latest.current(release);
    } finally {
      asking.current = false;
    }
  }, [release]);

  useEffect(() => {
    const guard = guardBack(() => {
      void ask();
    });
    shown.current = guard;
    return () => {
      if (shown.current === guard) shown.current = null;
      guard.dropped();
    };
  }, [ask]);

  return useCallback(() => {
    void ask();
  }, [ask]);
}
