import { ActivationApi } from '@citybook/contract/activation';
import type { Voucher } from '@citybook/contract/activation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { vouchersQueryKey } from './vouchers-query-key.ts';

export function selectVoucher(activationVoucherId: number): Promise<Voucher[]> {
  return callApi(ActivationApi.selectVoucher, { params: { activationVoucherId } });
}

/**
 * Makes a voucher the current one. The profile then names its activation: `onSelected` (the app's
 * profile refresh) runs before the choice counts as made.
 */
export function useSelectVoucher(onSelected: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectVoucher,
    onSuccess: async (vouchers) => {
      queryClient.setQueryData(vouchersQueryKey, vouchers);
      await onSelected();
    },
  });
}
