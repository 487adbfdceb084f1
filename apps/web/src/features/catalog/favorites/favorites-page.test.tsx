import { CatalogApi, AccountApi } from '@citybook/contract';
import type { AccountState, FavoriteMerchant } from '@citybook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { FavoritesPage } from './favorites-page.tsx';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';

const state = (change: Partial<AccountState> = {}): AccountState => ({
  redeemedOfferIds: [],
  favoriteMerchantIds: [],
  guest: false,
  ...change,
});

function renderPage(favorites: FavoriteMerchant[], accountState: AccountState) {
  server.use(
    apiReply(CatalogApi.getFavorites, favorites),
    apiReply(AccountApi.getAccountState, accountState),
  );
  renderRoutes([{ path: '/account/favorites', element: <FavoritesPage /> }], {
    initialEntries: ['/account/favorites'],
  });
}

describe('FavoritesPage', () => {
  it('lists the favourite merchants, each leading to its page, with its heart', async () => {
    renderPage(
      [
        { merchantId: 4, name: 'Luigi’s Bistro', categoryId: 2, addedAt: '2026-11-02T10:00:00Z' },
        { merchantId: 9, name: 'Bean There', categoryId: 1, addedAt: '2026-11-01T10:00:00Z' },
      ],
      state({ favoriteMerchantIds: [4, 9] }),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Luigi’s Bistro' });
    expect(link).toHaveAttribute('href', '/offers/category/2/merchant/4');
    expect(screen.getByRole('link', { name: 'Bean There' })).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/9',
    );
    expect(
      await screen.findByRole('button', { name: 'Remove Bean There from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how to add one when there is none', async () => {
    renderPage([], state());

    expect(
      await screen.findByText('No favourites yet. Tap the heart on a merchant to keep it here.'),
    ).toBeVisible();
  });

  it('tells the shared guest that favourites are for members', async () => {
    renderPage([], state({ guest: true }));

    expect(await screen.findByText(/Favourites are kept for each member/)).toBeVisible();
  });

  it('issue 32 item 12: favourites refused with 400 show the server’s message', async () => {
    server.use(
      apiError(CatalogApi.getFavorites, 400, { code: 'badRequest', message: 'Not now.' }),
      apiReply(AccountApi.getAccountState, state()),
    );
    renderRoutes([{ path: '/account/favorites', element: <FavoritesPage /> }], {
      initialEntries: ['/account/favorites'],
    });

    expect(await screen.findByText('Not now.')).toBeVisible();
  });
});
