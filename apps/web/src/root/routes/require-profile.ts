import type { Profile } from '@citybook/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { hasSession } from '../../features/account/session.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { ProfileLoadFailure } from '../../lib/profile-load-failure.ts';
import { endSession } from './end-session.ts';

/**
 * The logged-in user's profile, or where to go instead (APP-2, MARKET-4): login without a
 * session or when the server rejects it. Any other failure is thrown to the page's error boundary,
 * which shows ACCOUNT-16's profile message and goes back.
 */
export async function requireProfile(queryClient: QueryClient): Promise<Profile | Response> {
  if (!hasSession()) return redirect(paths.login);
  try {
    return await queryClient.query({ ...profileQueryOptions(), staleTime: 'static' });
  } catch (error) {
    if (isUnauthorized(error)) return endSession(queryClient);
    throw new ProfileLoadFailure(error);
  }
}
