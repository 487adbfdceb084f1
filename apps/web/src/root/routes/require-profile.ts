import type { Profile } from '@citybook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { hasSession } from '../../features/account/session.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { endSession } from './end-session.ts';

/**
 * The logged-in user's profile, or where to go instead (spec §2 routing rules): login without a
 * session or when the server rejects it, /error for any other failure.
 */
export async function requireProfile(queryClient: QueryClient): Promise<Profile | Response> {
  if (!hasSession()) return redirect(paths.login);
  try {
    return await queryClient.query({ ...profileQueryOptions(), staleTime: 'static' });
  } catch (error) {
    if (isUnauthorized(error)) return endSession(queryClient);
    return redirect(paths.error);
  }
}
