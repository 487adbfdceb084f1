import { AccountApi } from '@citybook/contract/account';
import type { ChangePasswordRequest } from '@citybook/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await callApi(AccountApi.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
