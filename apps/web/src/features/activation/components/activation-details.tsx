import { formatDate } from '../../../lib/format-date.ts';
import { useActivation } from '../api/get-activation.ts';
import { useVouchers } from '../api/get-vouchers.ts';

/**
 * ACCOUNT-20 book variant: the details of the current voucher's activation are loaded; what they
 * say shows once. The voucher selector names each voucher with its dates (issue 32 item 11: the
 * renewal was said twice), so this says when the activation ends only when the list has not
 * got it (not loaded, failed).
 */
export function ActivationDetails({ activationVoucherId }: { activationVoucherId: number }) {
  const { data } = useActivation(activationVoucherId);
  const { data: vouchers } = useVouchers();
  const voucher = vouchers?.find((each) => each.activationVoucherId === activationVoucherId);
  if (voucher) return null;
  const validTo =
    data?.bookActivationVoucher?.offersValidTo ?? data?.subscriptionActivationVoucher?.expiration;
  return validTo ? <p>Valid through {formatDate(validTo)}</p> : null;
}
