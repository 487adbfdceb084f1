import { ActivationApi } from '@citybook/contract';
import type { activateSubscriptionRequestSchema, Profile } from '@citybook/contract';
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
