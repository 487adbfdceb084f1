import { AccountApi } from '@citybook/contract/account';
import type { Profile, ProfileUpdateRequest } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { saveProfile } from '../save-profile.ts';

export function updateProfile(request: ProfileUpdateRequest): Promise<Profile> {
  return callApi(AccountApi.updateProfile, { body: request });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      saveProfile(queryClient, profile);
    },
  });
}
