import { SubscriptionManagementText as Text } from '@citybook/contract/activation';
import type { SubscriptionType } from '@citybook/contract/activation';
import { useRef, useState } from 'react';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { subscriptionErrorMessage } from '../subscription-error.ts';

/**
 * Sends the member's choice of plan once. `withdrawn` tells that the last choice was the current
 * plan again, which withdrew the change that was waiting.
 */
export function usePlanChange() {
  const change = useChangeSubscription();
  const showError = useErrorDialog();
  const [withdrawn, setWithdrawn] = useState(false);
  // A ref, not the mutation's state: a second click can land before the next render.
  const sending = useRef(false);

  const choose = (plan: SubscriptionType) => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(plan.code, {
      onSuccess: ({ subscription }) => {
        sending.current = false;
        setWithdrawn(subscription !== null && subscription.nextPlan === null);
      },
      onError: (error) => {
        sending.current = false;
        showError({ message: subscriptionErrorMessage(error, Text.changeFailed), error });
      },
    });
  };

  return { choose, withdrawn, pending: change.isPending };
}
