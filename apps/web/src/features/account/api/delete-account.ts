import { AccountApi } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export async function deleteAccount(): Promise<void> {
  await callApi(AccountApi.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
