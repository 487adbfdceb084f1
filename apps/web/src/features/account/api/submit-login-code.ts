import { AccountApi } from '@citybook/contract/account';
import type { Profile, SubmitLoginCodeRequest } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { saveProfile } from '../save-profile.ts';

export function submitLoginCode(body: SubmitLoginCodeRequest): Promise<Profile> {
  return callApi(AccountApi.submitLoginCode, { body });
}

/** Finishes a login with the e-mailed code (ACCOUNT-29) and saves the returned profile. */
export function useSubmitLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitLoginCode,
    onSuccess: (profile) => {
      saveProfile(queryClient, profile);
    },
  });
}
