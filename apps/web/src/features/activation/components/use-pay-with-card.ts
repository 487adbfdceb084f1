import type { Profile } from '@citybook/contract/account';
import { ConsentButton, CURRENT_TERMS } from '@citybook/contract/activation';
import type { CardCheckResponse } from '@citybook/contract/activation';
import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { paths } from '../../../lib/paths.ts';
import { detectPlatform } from '../../../native/platform.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { useUpdatePaymentInstrument } from '../api/update-payment-instrument.ts';
import { paymentErrorMessage } from '../payment-error.ts';
import { toSourcePayload } from './card-form-schema.ts';
import type { CardFormOutput } from './card-form-schema.ts';

/** What the card pays for: a new subscription, or the card of the current one. */
export type CardPayment =
  | { kind: 'purchase'; subscriptionTypeCode: number }
  | { kind: 'update'; activationVoucherId: number };

interface UsePayWithCardOptions {
  payment: CardPayment;
  /** Saves the profile the server answered with, where the rest of the app reads it. */
  onPaid: (profile: Profile) => void;
}

/** Sends the card once (ACTIVATION-14 card payment); success saves the profile and confirms. */
export function usePayWithCard({ payment, onPaid }: UsePayWithCardOptions) {
  const purchase = useActivateSubscription();
  const update = useUpdatePaymentInstrument();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  // A ref, not the mutation's state: a second click can land before the next render.
  const sending = useRef(false);

  const send = (sourcePayload: string): Promise<Profile> =>
    payment.kind === 'update'
      ? update.mutateAsync({ activationVoucherId: payment.activationVoucherId, sourcePayload })
      : purchase.mutateAsync({
          subscriptionTypeCode: payment.subscriptionTypeCode,
          sourceDevicePlatformCode: detectPlatform(),
          sourcePayload,
          // ACTIVATION-22: the terms shown beside the button, and the button.
          termsVersion: CURRENT_TERMS.version,
          button: ConsentButton.purchase,
        });

  const fail = (message: string, error?: unknown) => {
    sending.current = false;
    showError({ message, error });
  };

  const pay = async (card: CardFormOutput, check: CardCheckResponse) => {
    if (sending.current) return;
    sending.current = true;
    let profile: Profile;
    try {
      profile = await send(toSourcePayload(card, check));
    } catch (error) {
      fail(paymentErrorMessage(error), error);
      return;
    }
    // ACTIVATION-14: an answer that does not name the user's principal is not a success.
    if (!profile.userPrincipalId) {
      fail(UNKNOWN_ERROR_MESSAGE);
      return;
    }
    onPaid(profile);
    await navigate(paths.subscriptionComplete(payment.kind === 'update'), { replace: true });
  };

  return { pay, isPending: purchase.isPending || update.isPending };
}
