import { ActivationApi, CURRENT_TERMS } from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { callApi } from '../../../lib/api-client.ts';
import { useSubscriptionMutation } from './use-subscription-mutation.ts';

export interface PlanChoice {
  subscriptionTypeCode: number;
  /** The label of the button that confirmed it (ACTIVATION-22). */
  button: string;
}

/**
 * Changes the plan from the next renewal (nothing is charged now); the current plan again
 * withdraws a change that waits. Sends the terms version shown and the button (ACTIVATION-22).
 * Answers with the subscription.
 */
export function changeSubscription({
  subscriptionTypeCode,
  button,
}: PlanChoice): Promise<SubscriptionAnswer> {
  return callApi(ActivationApi.changeSubscription, {
    body: { subscriptionTypeCode, termsVersion: CURRENT_TERMS.version, button },
  });
}

export function useChangeSubscription() {
  return useSubscriptionMutation(changeSubscription);
}
