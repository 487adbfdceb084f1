import { ActivationApi } from '@citybook/contract/activation';
import type { Voucher } from '@citybook/contract/activation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { vouchersQueryKey } from './vouchers-query-key.ts';

export function getVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  return callApi(ActivationApi.getVouchers, { signal });
}

export function vouchersQueryOptions() {
  return queryOptions({
    queryKey: vouchersQueryKey,
    queryFn: ({ signal }) => getVouchers(signal),
  });
}

export function useVouchers() {
  return useQuery(vouchersQueryOptions());
}
