import { AccountApi } from '@citybook/contract/account';
import type { CurrentPasswordRequest, SignOutOthersResponse } from '@citybook/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { devicesQueryKey } from './get-devices.ts';

type SignOutDeviceRequest = CurrentPasswordRequest & { sessionId: number };

export function signOutDevice({
  sessionId,
  ...body
}: SignOutDeviceRequest): Promise<SignOutOthersResponse> {
  return callApi(AccountApi.signOutDevice, { params: { sessionId }, body });
}

/** Ends one other session (given the current password), then reads the devices again. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
