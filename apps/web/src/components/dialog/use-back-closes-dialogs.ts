import { useLayoutEffect, useRef } from 'react';
import { createPath, useBlocker, useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { isFirstEntryOfPageLoad } from '../../lib/history-depth.ts';
import { backBlocked, connectRouter, entryChanged, shouldBlockBack } from './open-dialogs.ts';

/** Should the browser never report the router's step back into place, dialogs go on anyway. */
const RESTORE_TIMEOUT_MS = 1000;

/**
 * After a blocked Back the router steps the browser forward again. Until the browser reports
 * that step, nothing may touch the history: Chromium drops a history step asked for meanwhile,
 * and a pushState cancels the pending one. The report is a popstate; only listened to here.
 */
function restoredFrom(blocked: Location): Promise<void> {
  const { pathname, search, hash } = window.location;
  // A memory router (or a step already made) leaves the browser's address elsewhere.
  if (createPath(blocked) !== pathname + search + hash) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', done);
      resolve();
    };
    const timer = setTimeout(done, RESTORE_TIMEOUT_MS);
    window.addEventListener('popstate', done);
  });
}

/**
 * APP-5: browser Back while a dialog is open closes the dialog instead. Uses React Router's
 * blocker (the one blocker of the app); mount once, inside the router, around every page.
 */
export function useBackClosesDialogs(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  const blocker = useBlocker(shouldBlockBack);

  useLayoutEffect(() => {
    here.current = location;
    entryChanged(location.key);
  }, [location]);

  useLayoutEffect(
    () =>
      connectRouter({
        entryKey: () => here.current.key,
        isFirstEntry: () => isFirstEntryOfPageLoad(here.current.key),
        pushCopy: () => {
          const { pathname, search, hash } = here.current;
          void navigate({ pathname, search, hash }, { preventScrollReset: true });
        },
        back: () => {
          void navigate(-1);
        },
      }),
    [navigate],
  );

  useLayoutEffect(() => {
    if (blocker.state !== 'blocked') return;
    backBlocked(restoredFrom(blocker.location));
    blocker.reset();
  }, [blocker]);
}
