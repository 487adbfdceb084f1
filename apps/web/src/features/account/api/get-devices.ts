import { AccountApi } from '@citybook/contract/account';
import type { SignedInDevice } from '@citybook/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const devicesQueryKey = ['account', 'devices'] as const;

/** The member's signed-in devices, this one first. */
export function getDevices(signal?: AbortSignal): Promise<SignedInDevice[]> {
  return callApi(AccountApi.getDevices, { signal });
}

export function useDevices() {
  return useQuery(
    queryOptions({ queryKey: devicesQueryKey, queryFn: ({ signal }) => getDevices(signal) }),
  );
}
