import type { Profile } from '@citybook/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './api/get-profile.ts';
import { storeProfile } from './profile-storage.ts';

/** ACCOUNT-16: a profile the server answers with is saved where the whole app reads it. */
export function saveProfile(queryClient: QueryClient, profile: Profile): void {
  storeProfile(profile);
  queryClient.setQueryData(profileQueryKey, profile);
}
