import { ActivationApi } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { callApi } from '../../../lib/api-client.ts';
import { useSubscriptionMutation } from './use-subscription-mutation.ts';

/**
 * Changes the plan from the next renewal (nothing is charged now); the current plan again
 * withdraws a change that waits. Answers with the subscription.
 */
export function changeSubscription(subscriptionTypeCode: number): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.changeSubscription, { body: { subscriptionTypeCode } });
}

export function useChangeSubscription() {
  return useSubscriptionMutation(changeSubscription);
}
