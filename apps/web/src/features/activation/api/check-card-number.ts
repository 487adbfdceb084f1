import { ActivationApi } from '@citybook/contract/activation';
import type { CardCheckResponse } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function checkCardNumber(number: string, signal?: AbortSignal): Promise<CardCheckResponse> {
  return callApi(ActivationApi.validatePaymentCardNumber, { params: { number }, signal });
}

export function cardCheckQueryOptions(number: string) {
  return queryOptions({
    queryKey: ['activation', 'card-check', number] as const,
    queryFn: ({ signal }) => checkCardNumber(number, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed check marks the number invalid at once (ACTIVATION-12); typing again asks anew.
    retry: false,
  });
}

/** The server's verdict on a card number; nothing is asked while `number` is null. */
export function useCardNumberCheck(number: string | null) {
  return useQuery({ ...cardCheckQueryOptions(number ?? ''), enabled: number !== null });
}
