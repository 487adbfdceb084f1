import { MarketApi } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Chooses the user's market; answers with the updated profile, which the caller saves. */
export function setMarket(marketId: number): Promise<Profile> {
  return callApi(MarketApi.setMarket, { body: { marketId } });
}

export function useSetMarket() {
  return useMutation({ mutationFn: setMarket });
}
