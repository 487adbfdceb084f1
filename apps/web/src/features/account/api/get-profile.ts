import { AccountApi } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { loadStoredProfile, storeProfile } from '../profile-storage.ts';

export const profileQueryKey = ['account', 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await callApi(AccountApi.getProfile, { signal });
  storeProfile(profile);
  return profile;
}

/** ACCOUNT-16: the profile is served from local storage unless a refresh is forced (invalidate). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    initialData: loadStoredProfile,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Asks the server for the profile even though a stored one exists (ACCOUNT-16: a fresh one asked for). */
export function refreshProfile(queryClient: QueryClient): Promise<Profile> {
  return queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
}
