import { formatDate } from '../../../lib/format-date.ts';
import { useActivation } from '../api/get-activation.ts';
import { useVouchers } from '../api/get-vouchers.ts';
import { voucherLabel } from '../voucher-label.ts';

/**
 * ACCOUNT-20 book variant: when the activation of the current voucher ends; a subscription is named
 * as its plan, as in the voucher selector (issue #15 item 16).
 */
export function ActivationDetails({ activationVoucherId }: { activationVoucherId: number }) {
  const { data } = useActivation(activationVoucherId);
  const { data: vouchers } = useVouchers();
  const voucher = vouchers?.find((each) => each.activationVoucherId === activationVoucherId);
  if (voucher?.plan) return <p>{voucherLabel(voucher)}</p>;
  const validTo =
    data?.bookActivationVoucher?.offersValidTo ?? data?.subscriptionActivationVoucher?.expiration;
  return validTo ? <p>Valid through {formatDate(validTo)}</p> : null;
}
