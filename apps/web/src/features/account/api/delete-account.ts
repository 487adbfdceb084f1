import { ApiPath, emptyResponseSchema } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export async function deleteAccount(): Promise<void> {
  await requestJson(ApiPath.account.deleteAccount, emptyResponseSchema, {
    method: 'POST',
    body: {},
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
