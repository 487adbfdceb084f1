import { ActivationApi } from '@citybook/contract/activation';
import type { SubscriptionType } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function getSubscriptionTypes(signal?: AbortSignal): Promise<SubscriptionType[]> {
  return callApi(ActivationApi.getSubscriptionTypes, { signal });
}

export function subscriptionTypesQueryOptions() {
  return queryOptions({
    queryKey: ['activation', 'subscription-types'] as const,
    queryFn: ({ signal }) => getSubscriptionTypes(signal),
    // The plans are product settings: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubscriptionTypes() {
  return useQuery(subscriptionTypesQueryOptions());
}
