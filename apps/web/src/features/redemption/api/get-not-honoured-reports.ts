import { NotHonouredApi } from '@citybook/contract/redemption';
import type { MemberNotHonouredReport } from '@citybook/contract/redemption';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const notHonouredReportsQueryKey = ['account', 'not-honoured-reports'] as const;

/** MERCHANT-10, MERCHANT-11: the member's reports of coupons not honoured, newest first. */
export function getNotHonouredReports(signal?: AbortSignal): Promise<MemberNotHonouredReport[]> {
  return callApi(NotHonouredApi.getNotHonouredReports, { signal });
}

export function notHonouredReportsQueryOptions() {
  return queryOptions({
    queryKey: notHonouredReportsQueryKey,
    queryFn: ({ signal }) => getNotHonouredReports(signal),
  });
}

/** Not suspending: the Savings Tracker shows its redemptions whether or not these have loaded. */
export function useNotHonouredReports() {
  return useQuery(notHonouredReportsQueryOptions());
}
