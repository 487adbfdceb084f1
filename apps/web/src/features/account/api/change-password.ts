import { ApiPath, emptyResponseSchema } from '@citybook/contract';
import type { ChangePasswordRequest } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await requestJson(ApiPath.account.changePassword, emptyResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
