import { AccountApi, encodeBasicAuth } from '@citybook/contract/account';
import type { Credentials, Profile } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendToNative } from '../../../native/messages.ts';
import { isNativeShell } from '../../../native/platform.ts';
import { saveProfile } from '../save-profile.ts';

export function login(credentials: Credentials): Promise<Profile> {
  return callApi(AccountApi.login, {
    headers: { Authorization: encodeBasicAuth(credentials) },
    body: {},
  });
}

/** Logs in and saves the returned profile (ACCOUNT-2); a native shell gets the credentials. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (profile, credentials) => {
      saveProfile(queryClient, profile);
      // Only a native shell keeps them (to log in again by itself); the web never sends them.
      if (isNativeShell()) sendToNative({ type: 'LogInComplete', credentials });
    },
  });
}
