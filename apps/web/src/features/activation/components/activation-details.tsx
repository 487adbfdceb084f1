import { formatDate } from '../../../lib/format-date.ts';
import { useActivation } from '../api/get-activation.ts';

/** Spec §2 book variant: when the activation of the current voucher ends. */
export function ActivationDetails({ activationVoucherId }: { activationVoucherId: number }) {
  const { data } = useActivation(activationVoucherId);
  const validTo =
    data?.bookActivationVoucher?.offersValidTo ?? data?.subscriptionActivationVoucher?.expiration;
  return validTo ? <p>Valid through {formatDate(validTo)}</p> : null;
}
