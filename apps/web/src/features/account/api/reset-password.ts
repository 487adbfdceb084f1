import { AccountApi } from '@citybook/contract/account';
import type { ResetPasswordRequest } from '@citybook/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Serves both /account/password/reset and /account/password/set. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await callApi(AccountApi.resetPassword, { body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
