import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

const MAX_RETRIES = 1;

/** Client errors (4xx) will not change on retry; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * `offlineFirst`: a call is always tried once, even when the browser says it is offline, because
 * the service worker may answer it from what it kept (ADR 0015). TanStack's default would pause it
 * until the network returns, leaving a member who lost signal with the app open on a spinner.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
