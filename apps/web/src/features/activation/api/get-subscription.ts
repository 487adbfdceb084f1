import { ActivationApi } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const subscriptionQueryKey = ['account', 'subscription'] as const;

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.getSubscription, { signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}

/** The member's subscription (null inside when there never was one); asked only when `enabled`. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
