import type { Profile } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import type { activateSubscriptionRequestSchema } from '@citybook/contract/activation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { readStored, removeStored } from '../../../lib/storage/stored.ts';

export type ActivateSubscriptionRequest = z.infer<typeof activateSubscriptionRequestSchema>;

/**
 * ACTIVATION-14: buys a subscription with the card in `sourcePayload`; answers with the profile.
 * FUNDRAISING-7: a purchase in a tab that came through a campaign's link names it, once.
 */
export async function activateSubscription(request: ActivateSubscriptionRequest): Promise<Profile> {
  const fundraising = readStored(storageKeys.fundraisingLink);
  const profile = await callApi(ActivationApi.activateSubscription, {
    body: fundraising ? { ...request, fundraising } : request,
  });
  removeStored(storageKeys.fundraisingLink);
  return profile;
}

export function useActivateSubscription() {
  return useMutation({ mutationFn: activateSubscription });
}
