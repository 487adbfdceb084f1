import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (storage, `navigator`), read as the component renders. The
 * prerendered login page (ADR 0061) was rendered at build time with `atBuild`: the browser's first
 * render, the one that takes over that markup, uses it too so the two match, and React renders
 * again at once with the browser's value. Without prerendered markup the browser's value is used
 * from the first render. Read anew at every render, as a plain call would be; never subscribed.
 */
export function useBrowserValue<T>(read: () => T, atBuild: T): T {
  return useSyncExternalStore(noChanges, read, () => atBuild);
}

const running = () => true;

/**
 * False in the prerendered page and in the render that takes it over, true once the app runs:
 * what only works with the app's script (a form's submit) waits for it instead of failing.
 */
export function useIsAppRunning(): boolean {
  return useBrowserValue(running, false);
}
