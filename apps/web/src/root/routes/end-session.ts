import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { clearLocalSession } from '../../features/account/session.ts';
import { paths } from '../../lib/paths.ts';

/** The server no longer knows the session: forget it here too and ask for a new login. */
export function endSession(queryClient: QueryClient): Response {
  clearLocalSession();
  queryClient.clear();
  return redirect(paths.login);
}
