import type { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../../lib/api-client.ts';
import { endSession } from './end-session.ts';

/**
 * Runs a loader's fetches: a session the server no longer knows ends here (login); any other
 * failure is thrown on to the route's error boundary.
 */
export async function loadOrEndSession(
  queryClient: QueryClient,
  work: () => Promise<unknown>,
): Promise<Response | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (isUnauthorized(error)) return endSession(queryClient);
    throw error;
  }
}
