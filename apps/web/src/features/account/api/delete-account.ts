import { AccountApi } from '@citybook/contract/account';
import type { DeleteAccountRequest } from '@citybook/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await callApi(AccountApi.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
