import { matchRoutes } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN } from './prerender-names.ts';
import { LoginRouteId } from './router.tsx';

const loginRoutes: readonly string[] = Object.values(LoginRouteId);

/**
 * The router's first state when the app takes over the prerendered login page, or null when it
 * renders afresh: another page's address (a worker's or a shell's index.html has no markup to
 * keep), or a session (the login page sends a member on: nothing of it must stay on screen).
 * The route's code is loaded into the routes first, as React Router asks of lazy routes it
 * hydrates: the first render is then the login page, as the build rendered it, not the fallback.
 */
export async function prerenderedState(
  container: HTMLElement,
  routes: RouteObject[],
  location: Location,
  signedIn: boolean,
): Promise<HydrationState | null> {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== PRERENDERED_LOGIN || signedIn) return null;
  const matches = matchRoutes(routes, location) ?? [];
  const page = matches.at(-1)?.route.id;
  if (page === undefined || !loginRoutes.includes(page)) return null;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // Its loader only sends a member on (login-loader.ts): for a visitor it has nothing.
  return { loaderData: { [page]: null } };
}
