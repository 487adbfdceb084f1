import type { AccountState } from '@citybook/contract/account';
import { CatalogApi } from '@citybook/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountStateQueryKey } from './account-state-key.ts';
import { favoritesQueryKey } from './get-favorites.ts';

export interface FavoriteChange {
  merchantId: number;
  favorite: boolean;
}

export function setFavorite({ merchantId, favorite }: FavoriteChange): Promise<void> {
  const endpoint = favorite ? CatalogApi.addFavorite : CatalogApi.removeFavorite;
  return callApi(endpoint, { params: { merchantId } });
}

const withFavorite = (state: AccountState, { merchantId, favorite }: FavoriteChange) => {
  const others = state.favoriteMerchantIds.filter((id) => id !== merchantId);
  return { ...state, favoriteMerchantIds: favorite ? [...others, merchantId] : others };
};

/**
 * Adds or removes a favourite. The heart changes at once (the state's copy is updated before the
 * call) and changes back when the call fails; afterwards both copies are read again.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async (change: FavoriteChange) => {
      await queryClient.cancelQueries({ queryKey: accountStateQueryKey });
      const before = queryClient.getQueryData<AccountState>(accountStateQueryKey);
      if (before) queryClient.setQueryData(accountStateQueryKey, withFavorite(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(accountStateQueryKey, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountStateQueryKey }),
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
      ]),
  });
}
