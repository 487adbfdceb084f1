import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKey } from './get-subscription.ts';

/**
 * A call that answers with the subscription: the answer replaces the one the screens show. A
 * refusal means the screen was out of date (another tab, a renewal), so the subscription is asked
 * for anew.
 */
export function useSubscriptionMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<SubscriptionAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(subscriptionQueryKey, answer);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
