import { AccountApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { apiNetworkError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { accountStateQueryKey } from './account-state-key.ts';
import { sharedListFor, withRedeemed } from './with-account-state.ts';

const list = [
  aMerchant(4, { offers: [anOffer(1, 4), anOffer(2, 4)] }),
  aMerchant(9, { offers: [anOffer(3, 9)] }),
];
const redeemedIds = (merchants: typeof list) =>
  merchants.flatMap((m) => m.offers.filter((o) => o.redeemed).map((o) => o.id));

describe('the member’s state merged into a shared list', () => {
  it('marks the redeemed offers and leaves the other merchants as they were', () => {
    const merged = withRedeemed(list, { redeemedOfferIds: [2] });
    expect(redeemedIds(merged)).toEqual([2]);
    expect(merged[1]).toBe(list[1]);
    expect(withRedeemed(list, undefined)).toBe(list);
  });

  it('reads the state beside the list, and offline keeps to the last copy read', async () => {
    const client = createTestQueryClient();
    server.use(
      apiReply(AccountApi.getAccountState, {
        redeemedOfferIds: [3],
        favoriteMerchantIds: [],
        guest: false,
      }),
    );
    expect(redeemedIds(await sharedListFor(client, Promise.resolve(list)))).toEqual([3]);

    server.use(apiNetworkError(AccountApi.getAccountState));
    await client.invalidateQueries({ queryKey: accountStateQueryKey });
    expect(redeemedIds(await sharedListFor(client, Promise.resolve(list)))).toEqual([3]);
  });
});
