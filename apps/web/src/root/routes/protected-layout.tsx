import { Outlet, useRouteError } from 'react-router';
import { ProfileLoadFailure } from '../../lib/profile-load-failure.ts';
import { ErrorPage } from './error-page.tsx';
import { ProfileError } from './profile-error.tsx';
import { useEndSessionOnUnauthorized } from './use-end-session-on-unauthorized.ts';

/**
 * Around every page that needs a login. Loaded with the first of them, not with the login page
 * (ADR 0005): only a member's calls can find their session ended on the server.
 */
export function ProtectedLayout() {
  useEndSessionOnUnauthorized();
  return <Outlet />;
}

/** The profile could not be loaded (spec §8 profile message, then back); else the /error page. */
export function ProtectedError() {
  return useRouteError() instanceof ProfileLoadFailure ? <ProfileError /> : <ErrorPage />;
}
