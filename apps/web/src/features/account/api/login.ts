import { ApiPath, encodeBasicAuth, profileSchema } from '@citybook/contract';
import type { Credentials, Profile } from '@citybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';
import { storeProfile } from '../profile-storage.ts';
import { profileQueryKey } from './get-profile.ts';

export function login(credentials: Credentials): Promise<Profile> {
  return requestJson(ApiPath.account.login, profileSchema, {
    method: 'POST',
    headers: { Authorization: encodeBasicAuth(credentials) },
    body: {},
  });
}

/** Logs in and saves the returned profile (spec §7). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (profile) => {
      storeProfile(profile);
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
