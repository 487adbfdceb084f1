import { FavoriteApi, urlOf, AccountStateApi } from '@citybook/contract';
import type { AccountState } from '@citybook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { FavoriteButton } from './favorite-button.tsx';

const luigi = { id: 4, title: 'Luigi’s Bistro' };
const STATE = `GET ${AccountStateApi.getAccountState.path}`;
const ADD = `PUT ${urlOf(FavoriteApi.addFavorite, { params: { merchantId: 4 } })}`;
const REMOVE = `DELETE ${urlOf(FavoriteApi.removeFavorite, { params: { merchantId: 4 } })}`;

const state = (change: Partial<AccountState> = {}): AccountState => ({
  redeemedOfferIds: [],
  favoriteMerchantIds: [],
  guest: false,
  ...change,
});

function renderHeart(replies: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(replies);
  const rendered = renderRoutes([{ path: '/', element: <FavoriteButton merchant={luigi} /> }], {
    initialEntries: ['/'],
  });
  return { ...rendered, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(
    ([url, init]) =>
      `${init?.method ?? 'GET'} ${url instanceof Request ? url.url : url.toString()}`,
  );

describe('FavoriteButton', () => {
  it('is a 44 px toggle named for the merchant that adds it at once', async () => {
    let favorites: number[] = [];
    const { user, fetchMock } = renderHeart({
      [STATE]: () => jsonResponse(200, state({ favoriteMerchantIds: favorites })),
      [ADD]: () => {
        favorites = [4];
        return new Response(null, { status: 204 });
      },
    });
    const heart = await screen.findByRole('button', { name: 'Add Luigi’s Bistro to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.className).toMatch(/heart/);

    await user.click(heart);

    const pressed = screen.getByRole('button', { name: 'Remove Luigi’s Bistro from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls(fetchMock)).toContain(ADD));
  });

  it('changes back and says so when the server refuses', async () => {
    const { user } = renderHeart({
      [STATE]: jsonResponse(200, state({ favoriteMerchantIds: [4] })),
      [REMOVE]: jsonResponse(500, { code: 500, message: 'An unknown error has occurred' }),
    });
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
    const { fetchMock } = renderHeart({ [STATE]: jsonResponse(200, state({ guest: true })) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
