import { NoticesApi } from '@citybook/contract/notices';
import type { PushSubscriptionJson } from '@citybook/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** NOTICE-11: the server's VAPID public key (null: this server sends no notifications). */
export function usePushConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['notices', 'push'] as const,
      queryFn: ({ signal }) => callApi(NoticesApi.getPushConfig, { signal }),
      staleTime: Infinity,
    }),
  );
}

/** NOTICE-11: this device's subscription, for the member signed in. */
export async function saveDeviceSubscription(body: PushSubscriptionJson): Promise<void> {
  await callApi(NoticesApi.subscribePush, { body });
}

/** NOTICE-11: this device gets no more notifications. */
export async function forgetDeviceSubscription(endpoint: string): Promise<void> {
  await callApi(NoticesApi.unsubscribePush, { body: { endpoint } });
}
