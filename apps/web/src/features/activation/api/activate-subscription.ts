import type { Profile } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import type { activateSubscriptionRequestSchema } from '@citybook/contract/activation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';

export type ActivateSubscriptionRequest = z.infer<typeof activateSubscriptionRequestSchema>;

/** ACTIVATION-14: buys a subscription with the card in `sourcePayload`; answers with the profile. */
export function activateSubscription(request: ActivateSubscriptionRequest): Promise<Profile> {
  return callApi(ActivationApi.activateSubscription, { body: request });
}

export function useActivateSubscription() {
  return useMutation({ mutationFn: activateSubscription });
}
