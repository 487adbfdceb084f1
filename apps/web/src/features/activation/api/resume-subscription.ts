import { ActivationApi, ConsentButton, CURRENT_TERMS } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { callApi } from '../../../lib/api-client.ts';
import { useSubscriptionMutation } from './use-subscription-mutation.ts';

/**
 * Renews a cancelled subscription again, before its period ends, with the terms version shown
 * beside the button (ACTIVATION-22). Answers with the subscription.
 */
export function resumeSubscription(): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.resumeSubscription, {
    body: { termsVersion: CURRENT_TERMS.version, button: ConsentButton.resume },
  });
}

export function useResumeSubscription() {
  return useSubscriptionMutation(resumeSubscription);
}
