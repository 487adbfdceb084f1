import { SubscriptionManagementText as Text } from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { useRef, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { formatMemberDate } from '../../../lib/format-date.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';
import { subscriptionErrorMessage } from '../subscription-error.ts';

/**
 * Cancel (after asking) and resume: what each answered, in words, for the page to say, and
 * whether one is under way.
 */
export function useRenewalSwitch() {
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [outcome, setOutcome] = useState('');
  // A ref, not the mutations' state: a second click can land before the next render.
  const busy = useRef(false);

  const settle = (message: string) => {
    busy.current = false;
    setOutcome(message);
  };
  const fail = (fallback: string) => (error: unknown) => {
    settle('');
    showError({ message: subscriptionErrorMessage(error, fallback), error });
  };

  const askToCancel = async (subscription: Subscription) => {
    if (busy.current) return;
    busy.current = true;
    const date = formatMemberDate(subscription.periodEnd);
    const confirmed = await confirm({
      title: Text.cancelTitle,
      message: Text.cancelQuestion(date),
      confirmLabel: Text.cancel,
      cancelLabel: Text.keep,
    });
    if (!confirmed) {
      busy.current = false;
      return;
    }
    cancel.mutate(undefined, {
      onSuccess: ({ subscription: cancelled }) => {
        settle(cancelled ? Text.cancelled(formatMemberDate(cancelled.periodEnd)) : '');
      },
      onError: fail(Text.cancelFailed),
    });
  };

  const resumeNow = () => {
    if (busy.current) return;
    busy.current = true;
    resume.mutate(undefined, {
      onSuccess: ({ subscription: resumed }) => {
        settle(resumed ? Text.resumed(formatMemberDate(resumed.periodEnd)) : '');
      },
      onError: fail(Text.resumeFailed),
    });
  };

  return { askToCancel, resumeNow, outcome, pending: cancel.isPending || resume.isPending };
}
