import { AccountApi } from '@citybook/contract/account';
import type { CreateAccountRequest, Profile } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendToNative } from '../../../native/messages.ts';
import { isNativeShell } from '../../../native/platform.ts';
import { saveProfile } from '../save-profile.ts';

export function createAccount(request: CreateAccountRequest): Promise<Profile> {
  return callApi(AccountApi.createAccount, { body: request });
}

/** Creates the account; the server logs the new user in, so this ends like a login. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (profile, { emailAddress, password }) => {
      saveProfile(queryClient, profile);
      // Only a native shell keeps them (to log in again by itself); the web never sends them.
      if (isNativeShell())
        sendToNative({ type: 'LogInComplete', credentials: { email: emailAddress, password } });
    },
  });
}
