import { RegistrationApi, type DeleteAccountRequest } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await callApi(RegistrationApi.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
