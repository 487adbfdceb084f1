import { CatalogApi } from '@citybook/contract/catalog';
import type { SearchResult } from '@citybook/contract/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { MarketSearch } from './market-search.tsx';

const searching = (q: string) => ({ query: { marketId: 7, q } });

const pizza: SearchResult = {
  ...aMerchant(3, {
    title: "Luigi's Pizza",
    categoryId: 2,
    offers: [
      anOffer(31, 3, { title: 'Two slices for one' }),
      anOffer(32, 3, { title: 'Free drink' }),
    ],
    numberOfOffers: 2,
    distance: 1.2,
  }),
  relevance: 3,
  matchedOfferIds: [31],
};

function renderSearch(start = '/offers/categories') {
  const router = createMemoryRouter(
    [
      {
        path: '/offers/categories',
        element: (
          <MarketSearch marketId={7} timeZone="America/Chicago">
            <p>The categories</p>
          </MarketSearch>
        ),
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('MarketSearch', () => {
  it('asks once the typing pauses, shows the merchants and the offers that matched, keeps ?q=', async () => {
    server.use(
      apiReply(CatalogApi.searchMarket, [pizza], searching('pizza')),
      accountStateHandler(),
    );
    const requests = recordRequests();
    const router = renderSearch();
    expect(screen.getByText('The categories')).toBeVisible();

    // A key at a time with nothing awaited between them: the pause's timer cannot run between
    // keys, however busy the machine is.
    const box = screen.getByRole('searchbox', { name: 'Search the market' });
    for (const typed of ['p', 'pi', 'piz', 'pizz', 'pizza']) {
      fireEvent.change(box, { target: { value: typed } });
    }

    expect(await screen.findByText('1 result')).toHaveAttribute('role', 'status');
    // One request for the whole word (the pause itself: lib/use-debounced-value.test.ts).
    const searches = requests.mock.calls.filter(([path]) =>
      path.startsWith(CatalogApi.searchMarket.path),
    );
    expect(searches).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=pizza');
    expect(screen.queryByText('The categories')).toBeNull();
    expect(screen.getByRole('link', { name: "Luigi's Pizza" })).toHaveAttribute(
      'href',
      '/offers/category/2/merchant/3?hasSiblings=false',
    );
    const matched = screen.getByRole('list', { name: 'Matching coupons' });
    expect(within(matched).getByRole('link', { name: 'Two slices for one' })).toHaveAttribute(
      'href',
      '/offers/offer/3/31',
    );
    expect(within(matched).queryByText('Free drink')).toBeNull();
  });

  it('says so when nothing matches, and shows the page again once the box is cleared', async () => {
    server.use(apiReply(CatalogApi.searchMarket, [], searching('zzz')));
    const router = renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search the market' });

    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No results for “zzz”.')).toBeVisible();

    await userEvent.clear(box);
    expect(screen.getByText('The categories')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('searches the text of the address it opens with (Back, a shared link)', async () => {
    server.use(apiReply(CatalogApi.searchMarket, [pizza], searching('pizza')));
    renderSearch('/offers/categories?q=pizza');
    expect(screen.getByRole('searchbox', { name: 'Search the market' })).toHaveValue('pizza');
    expect(await screen.findByRole('link', { name: "Luigi's Pizza" })).toBeVisible();
  });

  it('says when the search failed', async () => {
    server.use(
      apiError(CatalogApi.searchMarket, 500, { code: 'unknown', message: 'x' }, searching('pizza')),
    );
    renderSearch('/offers/categories?q=pizza');
    expect(
      await screen.findByText('Sorry, the search is not available right now. Please try again.'),
    ).toBeVisible();
  });

  it('orders the results best match first or as chosen, and keeps only favourites when asked', async () => {
    const cafe: SearchResult = {
      ...aMerchant(5, { title: 'Pizza Café', distance: 0.4 }),
      relevance: 3,
      matchedOfferIds: [],
    };
    server.use(
      apiReply(CatalogApi.searchMarket, [pizza, cafe], searching('pizza')),
      accountStateHandler({ favoriteMerchantIds: [5] }),
    );
    const router = renderSearch('/offers/categories?q=pizza');
    const titles = async () =>
      (await screen.findAllByRole('link', { name: /Pizza/ })).map((link) => link.textContent);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(await titles()).toEqual(["Luigi's Pizza", 'Pizza Café']);

    await userEvent.selectOptions(sort, 'Nearest');
    expect(await titles()).toEqual(['Pizza Café', "Luigi's Pizza"]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Favourites' }));
    expect(await titles()).toEqual(['Pizza Café']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=pizza&sort=nearest&favourites=true');
    });
  });
});
