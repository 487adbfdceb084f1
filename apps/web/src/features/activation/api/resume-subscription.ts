import { ActivationApi } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { callApi } from '../../../lib/api-client.ts';
import { useSubscriptionMutation } from './use-subscription-mutation.ts';

/** Renews a cancelled subscription again, before its period ends. Answers with the subscription. */
export function resumeSubscription(): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.resumeSubscription);
}

export function useResumeSubscription() {
  return useSubscriptionMutation(resumeSubscription);
}
