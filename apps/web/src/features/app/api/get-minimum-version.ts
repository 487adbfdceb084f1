import { AppApi } from '@citybook/contract/app';
import type { AppOs, MinimumVersion } from '@citybook/contract/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getMinimumVersion(os: AppOs, signal?: AbortSignal): Promise<MinimumVersion> {
  return callApi(AppApi.getMinimumVersion, { params: { os }, signal });
}

export function minimumVersionQueryOptions(os: AppOs) {
  return queryOptions({
    queryKey: ['app', 'minimum-version', os] as const,
    queryFn: ({ signal }) => getMinimumVersion(os, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** APP-10 Version: the minimum app version for `os`; nothing is asked while `os` is null. */
export function useMinimumVersion(os: AppOs | null) {
  return useQuery({ ...minimumVersionQueryOptions(os ?? 'android'), enabled: os !== null });
}
