import type { Profile } from '@citybook/contract/account';
import { MarketApi } from '@citybook/contract/market';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Chooses the user's market; answers with the updated profile, which the caller saves. */
export function setMarket(marketId: number): Promise<Profile> {
  return callApi(MarketApi.setMarket, { body: { marketId } });
}

export function useSetMarket() {
  return useMutation({ mutationFn: setMarket });
}
