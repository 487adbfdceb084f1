import {
  ConsentButton,
  ConsentText,
  renewalWording,
  SubscriptionManagementText as Text,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { Subscription, SubscriptionType } from '@citybook/contract/activation';
import { useRef, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { formatMemberDate } from '../../../lib/format-date.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { subscriptionErrorMessage } from '../subscription-error.ts';

/**
 * Issue 32 item 9: what the member is asked before a plan changes: what the new plan costs and
 * when it starts, or, choosing the current plan while a change waits, that the change is dropped.
 */
function question(plan: SubscriptionType, subscription: Subscription) {
  const date = formatMemberDate(subscription.periodEnd);
  const current = subscription.plan.title;
  const waiting = subscription.nextPlan;
  // ACTIVATION-22: the renewal the confirm button agrees to, and that it agrees to the terms.
  const consent = (button: string) => ` ${renewalWording(plan)} ${ConsentText.agreement(button)}`;
  if (waiting && plan.code === subscription.plan.code) {
    const button = ConsentButton.withdraw(current);
    return {
      title: Text.withdrawTitle(current),
      message: Text.withdrawQuestion(current, waiting.title, date) + consent(button),
      confirmLabel: button,
      cancelLabel: Text.keepChange(waiting.title),
    };
  }
  return {
    title: Text.changeTitle(plan.title),
    message:
      Text.changeQuestion(
        plan.title,
        SubscriptionText.price(plan),
        SubscriptionText.amount(plan),
        date,
        current,
      ) + consent(ConsentButton.change),
    confirmLabel: ConsentButton.change,
    cancelLabel: Text.keepPlan((waiting ?? subscription.plan).title),
  };
}

/**
 * Sends the member's choice of plan once, after asking (issue 32 item 9). `withdrawn` tells that
 * the last choice was the current plan again, which withdrew the change that was waiting.
 */
export function usePlanChange() {
  const change = useChangeSubscription();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const [withdrawn, setWithdrawn] = useState(false);
  // A ref, not the mutation's state: a second click can land before the next render.
  const sending = useRef(false);

  const choose = async (plan: SubscriptionType, subscription: Subscription) => {
    if (sending.current) return;
    sending.current = true;
    const asked = question(plan, subscription);
    if (!(await confirm(asked))) {
      sending.current = false;
      return;
    }
    change.mutate(
      { subscriptionTypeCode: plan.code, button: asked.confirmLabel },
      {
        onSuccess: ({ subscription: changed }) => {
          sending.current = false;
          setWithdrawn(changed !== null && changed.nextPlan === null);
        },
        onError: (error) => {
          sending.current = false;
          showError({ message: subscriptionErrorMessage(error, Text.changeFailed), error });
        },
      },
    );
  };

  return { choose, withdrawn, pending: change.isPending };
}
