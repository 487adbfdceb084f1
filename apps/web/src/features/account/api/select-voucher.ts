import { ApiPath, voucherListSchema } from '@citybook/contract';
import type { Voucher } from '@citybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';
import { refreshProfile } from './get-profile.ts';
import { vouchersQueryKey } from './get-vouchers.ts';

export function selectVoucher(activationVoucherId: number): Promise<Voucher[]> {
  return requestJson(ApiPath.account.selectVoucher(activationVoucherId), voucherListSchema, {
    method: 'POST',
  });
}

/** Makes a voucher the current one; the profile then names its activation, so it is refreshed. */
export function useSelectVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectVoucher,
    onSuccess: async (vouchers) => {
      queryClient.setQueryData(vouchersQueryKey, vouchers);
      await refreshProfile(queryClient);
    },
  });
}
