import { urlOf } from '@citybook/contract';
import { AccountApi } from '@citybook/contract/account';
import type { AccountState } from '@citybook/contract/account';
import { CatalogApi } from '@citybook/contract/catalog';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiError, apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import type { RecordedRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { FavoriteButton } from './favorite-button.tsx';

const luigi = { id: 4, title: 'Luigi’s Bistro' };
const ADD = `PUT ${urlOf(CatalogApi.addFavorite, { params: { merchantId: 4 } })}`;
const luigiOnly = { params: { merchantId: 4 } } as const;

const state = (change: Partial<AccountState> = {}): AccountState => ({
  redeemedOfferIds: [],
  favoriteMerchantIds: [],
  guest: false,
  ...change,
});

function renderHeart(...handlers: HttpHandler[]) {
  server.use(...handlers);
  const requests = recordRequests();
  const rendered = renderRoutes([{ path: '/', element: <FavoriteButton merchant={luigi} /> }], {
    initialEntries: ['/'],
  });
  return { ...rendered, requests };
}

const calls = (requests: RecordedRequests) =>
  requests.mock.calls.map(([path, init]) => `${init.method} ${path}`);

describe('FavoriteButton', () => {
  it('is a 44 px toggle named for the merchant that adds it at once', async () => {
    let favorites: number[] = [];
    const { user, requests } = renderHeart(
      apiHandler(AccountApi.getAccountState, () => state({ favoriteMerchantIds: favorites })),
      apiHandler(
        CatalogApi.addFavorite,
        () => {
          favorites = [4];
          return undefined;
        },
        luigiOnly,
      ),
    );
    const heart = await screen.findByRole('button', { name: 'Add Luigi’s Bistro to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.className).toMatch(/heart/);

    await user.click(heart);

    const pressed = screen.getByRole('button', { name: 'Remove Luigi’s Bistro from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls(requests)).toContain(ADD));
  });

  it('changes back and says so when the server refuses', async () => {
    const { user } = renderHeart(
      accountStateHandler({ favoriteMerchantIds: [4] }),
      apiError(
        CatalogApi.removeFavorite,
        500,
        { code: 500, message: 'An unknown error has occurred' },
        luigiOnly,
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Remove Luigi’s Bistro from favourites' }),
    );

    expect(
      await screen.findByText(
        'Sorry, we were unable to remove Luigi’s Bistro from your favourites. Please try again later.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Remove Luigi’s Bistro from favourites', hidden: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not shown to the shared guest', async () => {
    const { requests } = renderHeart(accountStateHandler({ guest: true }));
    await waitFor(() => expect(requests).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
