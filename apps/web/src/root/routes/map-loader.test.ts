import { CatalogApi, MarketApi } from '@citybook/contract';
import { redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { categories, markets } from '../../testing/fixtures.ts';
import { testMarketQuery } from '../../features/catalog/map/test-market-query.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { mapLoader } from './map-loader.ts';
import { apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';

describe('mapLoader', () => {
  it('goes where the profile check says, e.g. to login', async () => {
    const toLogin = redirect('/account/login');
    const load = mapLoader(
      createTestQueryClient(),
      () => Promise.resolve(toLogin),
      testMarketQuery,
    );

    expect(await load()).toBe(toLogin);
  });

  it('sends a user without a market to pick one', async () => {
    const load = mapLoader(
      createTestQueryClient(),
      () => Promise.resolve({ marketId: null }),
      testMarketQuery,
    );

    const result = await load();

    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/account/market');
  });

  it("answers the profile's market and starts loading the map's data", async () => {
    sessionStorage.setItem(
      'citybook.cache.geolocation',
      JSON.stringify({ value: { latitude: 39.78, longitude: -89.64 }, savedAt: Date.now() }),
    );
    server.use(
      apiReply(CatalogApi.getMapConfig, {
        tileUrl: '/t',
        tileAttribution: '',
      }),
      apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
      apiReply(MarketApi.getMarket, markets[0]!, { params: { marketId: 1 } }),
    );
    const requests = recordRequests();
    const load = mapLoader(
      createTestQueryClient(),
      () => Promise.resolve({ marketId: 1 }),
      testMarketQuery,
    );

    expect(await load()).toEqual({ marketId: 1 });

    await vi.waitFor(() => {
      expect(requests).toHaveBeenCalledTimes(3);
    });
    // Not the market's merchants: the map asks for its box once laid out.
  });
});
