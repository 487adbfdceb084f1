import { DeviceApi } from '@citybook/contract';
import type { SignedInDevice } from '@citybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const devicesQueryKey = ['account', 'devices'] as const;

/** The member's signed-in devices, this one first. */
export function getDevices(signal?: AbortSignal): Promise<SignedInDevice[]> {
  return callApi(DeviceApi.getDevices, { signal });
}

export function useDevices() {
  return useQuery(
    queryOptions({ queryKey: devicesQueryKey, queryFn: ({ signal }) => getDevices(signal) }),
  );
}
