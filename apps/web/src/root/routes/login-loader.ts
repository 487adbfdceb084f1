import { redirect } from 'react-router';
import { hasSession } from '../../features/account/session.ts';
import { paths } from '../../lib/paths.ts';

/** A logged-in user has nothing to do on the login page. */
export function loginLoader() {
  return hasSession() ? redirect(paths.categories) : null;
}
