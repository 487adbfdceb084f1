import { PasswordApi } from '@citybook/contract';
import type { ChangePasswordRequest } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await callApi(PasswordApi.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
