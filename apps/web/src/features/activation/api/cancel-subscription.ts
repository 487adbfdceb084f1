import { ActivationApi } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { callApi } from '../../../lib/api-client.ts';
import { useSubscriptionMutation } from './use-subscription-mutation.ts';

/** Stops renewals: the subscription runs to its period end. Answers with the subscription. */
export function cancelSubscription(): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.cancelSubscription);
}

export function useCancelSubscription() {
  return useSubscriptionMutation(cancelSubscription);
}
