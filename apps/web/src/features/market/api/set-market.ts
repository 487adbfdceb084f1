import { ApiPath, profileSchema } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/account/setMarket: answers with the updated profile, which the caller saves. */
export function setMarket(marketId: number): Promise<Profile> {
  return requestJson(ApiPath.account.setMarket, profileSchema, {
    method: 'POST',
    body: { marketId },
  });
}

export function useSetMarket() {
  return useMutation({ mutationFn: setMarket });
}
