import {
  AppApi,
  MARKET_ERROR_MESSAGE,
  MarketApi,
  UNKNOWN_ERROR_MESSAGE,
  urlOf,
} from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { markets, profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { MarketPage } from './market-page.tsx';

const marketUrl = (marketId: number) => urlOf(MarketApi.getMarket, { params: { marketId } });

const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const REPORT = `POST ${AppApi.reportClientError.path}`;
const SET_MARKET = `POST ${MarketApi.setMarket.path}`;
const byGeolocation = (latitude: number, longitude: number) =>
  `GET ${MarketApi.getMarketByGeolocation.path}?latitude=${String(latitude)}&longitude=${String(longitude)}`;

function stubPosition(position: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (position === 'denied') failure?.({ code: 1 } as GeolocationPositionError);
      else success({ coords: position } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function renderMarketPage(currentMarketId: number | null) {
  const onProfileSaved = vi.fn<(saved: Profile) => void>();
  const rendered = renderRoutes(
    [
      {
        path: '/account/market',
        element: <MarketPage currentMarketId={currentMarketId} onProfileSaved={onProfileSaved} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: ['/previous', '/account/market'], initialIndex: 1 },
  );
  return { ...rendered, onProfileSaved };
}

async function expectLocation(
  router: ReturnType<typeof renderMarketPage>['router'],
  pathname: string,
) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('MarketPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('finds the market of a first visit by position, then confirms it and shows categories', async () => {
    stubPosition({ latitude: 39.8, longitude: -89.65 });
    const saved = { ...profile, marketId: 1 };
    const fetchMock = stubFetch({
      [byGeolocation(39.8, -89.65)]: jsonResponse(200, markets[0]),
      [SET_MARKET]: jsonResponse(200, saved),
    });
    const { router, user, onProfileSaved } = renderMarketPage(null);

    expect(screen.getByRole('heading', { level: 1, name: 'My Location' })).toBeVisible();
    expect(await screen.findByText('Springfield')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expectLocation(router, '/offers/categories');
    expect(onProfileSaved).toHaveBeenCalledWith(saved);
    const setMarketCall = fetchMock.mock.calls.find(([url]) => url === MarketApi.setMarket.path);
    expect(setMarketCall?.[1]?.body).toBe(JSON.stringify({ marketId: 1 }));
    expect(JSON.parse(sessionStorage.getItem('citybook.cache.market') ?? '{}')).toMatchObject({
      value: markets[0],
    });
  });

  it('asks the server with zero coordinates when the position is unavailable', async () => {
    stubPosition('denied');
    stubFetch({ [byGeolocation(0, 0)]: jsonResponse(200, markets[1]) });
    renderMarketPage(null);

    expect(await screen.findByText('Riverton')).toBeVisible();
  });

  it('changes an existing market from the Markets dialog and then shows the map', async () => {
    const getCurrentPosition = stubPosition({ latitude: 1, longitude: 1 });
    stubFetch({
      [`GET ${marketUrl(2)}`]: jsonResponse(200, markets[1]),
      [`GET ${MarketApi.getMarkets.path}`]: jsonResponse(200, markets),
      [SET_MARKET]: jsonResponse(200, { ...profile, marketId: 3 }),
    });
    const { router, user } = renderMarketPage(2);

    expect(await screen.findByText('Riverton')).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Choose Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Riverton' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lakeside' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Markets' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('Lakeside')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expectLocation(router, '/offers/map');
  });

  it('uses the position on request', async () => {
    stubPosition({ latitude: 41.5, longitude: -81.69 });
    stubFetch({
      [`GET ${marketUrl(1)}`]: jsonResponse(200, markets[0]),
      [byGeolocation(41.5, -81.69)]: jsonResponse(200, markets[2]),
    });
    const { user } = renderMarketPage(1);
    expect(await screen.findByText('Springfield')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use My Location' }));

    expect(await screen.findByText('Lakeside')).toBeVisible();
  });

  it('explains a failure to load the markets, then goes back one page', async () => {
    stubFetch({
      [`GET ${marketUrl(1)}`]: jsonResponse(200, markets[0]),
      [`GET ${MarketApi.getMarkets.path}`]: jsonResponse(500, {
        code: 500,
        message: UNKNOWN_ERROR_MESSAGE,
      }),
      [REPORT]: new Response(null, { status: 204 }),
    });
    const { router, user } = renderMarketPage(1);
    await screen.findByText('Springfield');

    await user.click(screen.getByRole('button', { name: 'Choose Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MARKET_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/previous');
  });

  it("shows the server's message when the guest may not change its market", async () => {
    stubFetch({
      [`GET ${marketUrl(1)}`]: jsonResponse(200, markets[0]),
      [SET_MARKET]: jsonResponse(403, {
        code: 'forbidden',
        message: 'The guest account cannot be changed.',
      }),
      [REPORT]: new Response(null, { status: 204 }),
    });
    const { router, user, onProfileSaved } = renderMarketPage(1);
    await screen.findByText('Springfield');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('The guest account cannot be changed.')).toBeVisible();
    expect(onProfileSaved).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/market');
  });
});
