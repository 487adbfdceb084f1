import { AccountApi } from '@citybook/contract/account';
import type { forgotPasswordRequestSchema } from '@citybook/contract/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The server answers the same whether or not the email belongs to an account. */
export async function forgotPassword(request: ForgotPasswordRequest): Promise<void> {
  await callApi(AccountApi.forgotPassword, { body: request });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
