import type { Profile } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import type { activateRequestSchema } from '@citybook/contract/activation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';

export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** ACTIVATION-5: activates the account, or adds a further code; answers with the updated profile. */
export function activate(request: ActivateRequest): Promise<Profile> {
  return callApi(ActivationApi.activate, { body: request });
}

export function useActivate() {
  return useMutation({ mutationFn: activate });
}
