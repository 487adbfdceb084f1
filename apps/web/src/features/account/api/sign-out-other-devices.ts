import { AccountApi } from '@citybook/contract/account';
import type { CurrentPasswordRequest, SignOutOthersResponse } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { devicesQueryKey } from './get-devices.ts';

export function signOutOtherDevices(body: CurrentPasswordRequest): Promise<SignOutOthersResponse> {
  return callApi(AccountApi.signOutOtherDevices, { body });
}

/** Ends the member's other sessions (given the current password), then reads the devices again. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
