import { AccountApi } from '@citybook/contract';
import type { AccountState } from '@citybook/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import {
  apiHandler,
  apiNetworkError,
  apiReply,
} from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { accountStateQueryKey } from './account-state-key.ts';
import { useWithRedeemed, withRedeemed } from './with-account-state.ts';

const list = [
  aMerchant(4, { offers: [anOffer(1, 4), anOffer(2, 4)] }),
  aMerchant(9, { offers: [anOffer(3, 9)] }),
];
const redeemedIds = (merchants: typeof list) =>
  merchants.flatMap((m) => m.offers.filter((o) => o.redeemed).map((o) => o.id));
const stateRedeeming = (...redeemedOfferIds: number[]): AccountState => ({
  redeemedOfferIds,
  favoriteMerchantIds: [],
  guest: false,
});

function renderWithRedeemed(queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useWithRedeemed(list), { wrapper }) };
}

describe('the member’s state merged into a shared list', () => {
  it('marks the redeemed offers and leaves the other merchants as they were', () => {
    const merged = withRedeemed(list, { redeemedOfferIds: [2] });
    expect(redeemedIds(merged)).toEqual([2]);
    expect(merged[1]).toBe(list[1]);
    expect(withRedeemed(list, undefined)).toBe(list);
  });

  it('shows the list before the state answers, and marks it when the state does', async () => {
    let answer: (state: AccountState) => void = () => undefined;
    const answered = new Promise<AccountState>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    server.use(
      apiHandler(AccountApi.getAccountState, () => {
        asked += 1;
        return answered;
      }),
    );
    const { result } = renderWithRedeemed();

    // The list is there at once, as the server shares it; the state is asked beside it.
    expect(result.current).toBe(list);
    await waitFor(() => {
      expect(asked).toBe(1);
    });
    expect(redeemedIds(result.current)).toEqual([]);

    answer(stateRedeeming(3));
    await waitFor(() => {
      expect(redeemedIds(result.current)).toEqual([3]);
    });
  });

  it('offline keeps to the last copy read', async () => {
    server.use(apiReply(AccountApi.getAccountState, stateRedeeming(3)));
    const { queryClient, result, rerender } = renderWithRedeemed();
    await waitFor(() => {
      expect(redeemedIds(result.current)).toEqual([3]);
    });

    server.use(apiNetworkError(AccountApi.getAccountState));
    await queryClient.invalidateQueries({ queryKey: accountStateQueryKey });
    rerender();
    expect(queryClient.getQueryState(accountStateQueryKey)?.status).toBe('error');
    expect(redeemedIds(result.current)).toEqual([3]);
  });
});
