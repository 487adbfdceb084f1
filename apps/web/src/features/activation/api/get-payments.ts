import { ActivationApi } from '@citybook/contract/activation';
import type { PaymentHistory } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const paymentsQueryKey = ['account', 'payments'] as const;

/** The member's charges and the terms they agreed to (ACTIVATION-23), newest first. */
export function getPayments(signal?: AbortSignal): Promise<PaymentHistory> {
  return callApi(ActivationApi.getPayments, { signal });
}

export function paymentsQueryOptions() {
  return queryOptions({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => getPayments(signal),
  });
}

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
