import { useMatches } from 'react-router';

/** What a route tells the shell about its page (react-router `handle`). */
export interface RouteHandle {
  /** Top-bar title instead of the app title. */
  title?: string;
  /** Shows a Back button instead of the menu; goes here when there is no earlier page. */
  back?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The handle of the deepest route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
