import { useEffect } from 'react';

/**
 * Keeps the screen from dimming or locking while `active` (Screen Wake Lock). The browser drops
 * the lock whenever the page is hidden, so it is asked for again each time the page is shown.
 * Where the API is missing or the request is refused (battery saver, policy), nothing happens:
 * the screen then dims as usual.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    // Older Safari and Firefox have no wakeLock, whatever the DOM types say.
    const wakeLock = navigator.wakeLock as WakeLock | undefined;
    if (!active || !wakeLock) return;
    let held: WakeLockSentinel | null = null;
    let left = false;

    const request = async () => {
      if (document.visibilityState !== 'visible' || (held && !held.released)) return;
      try {
        const sentinel = await wakeLock.request('screen');
        if (left) await sentinel.release();
        else held = sentinel;
      } catch {
        // Refused: the screen may dim; the counter screen still works.
      }
    };
    const onVisibilityChange = () => {
      void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (held && !held.released) held.release().catch(() => undefined);
      held = null;
    };
  }, [active]);
}
