import type { QueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { redemptionsQueryOptions } from '../../features/redemption/api/get-redemptions.ts';
import { loadOrEndSession } from './load-or-end-session.ts';

/** REDEEM-7 /account/savings: the redemptions and the profile's total, fresh, before the page. */
export function savingsLoader(queryClient: QueryClient) {
  return async (): Promise<Response | null> =>
    loadOrEndSession(queryClient, () =>
      Promise.all([queryClient.query(redemptionsQueryOptions()), refreshProfile(queryClient)]),
    );
}
