import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import type { Profile } from '@citybook/contract/account';
import { MARKET_ERROR_MESSAGE, MarketApi } from '@citybook/contract/market';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { markets, profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { MarketPageText } from '../market-page-text.ts';
import { MarketPage } from './market-page.tsx';

const market = (marketId: number) =>
  apiReply(MarketApi.getMarket, markets[marketId - 1]!, { params: { marketId } });

const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const byGeolocation = (latitude: number, longitude: number, answer: (typeof markets)[number]) =>
  apiReply(MarketApi.getMarketByGeolocation, answer, { query: { latitude, longitude } });

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
    server.use(byGeolocation(39.8, -89.65, markets[0]!), apiReply(MarketApi.setMarket, saved));
    const requests = recordRequests();
    const { router, user, onProfileSaved } = renderMarketPage(null);

    expect(screen.getByRole('heading', { level: 1, name: 'My Location' })).toBeVisible();
    expect(await screen.findByText('Springfield')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expectLocation(router, '/offers/categories');
    expect(onProfileSaved).toHaveBeenCalledWith(saved);
    const setMarketCall = requests.mock.calls.find(([path]) => path === MarketApi.setMarket.path);
    expect(setMarketCall?.[1].body).toBe(JSON.stringify({ marketId: 1 }));
    expect(JSON.parse(sessionStorage.getItem('citybook.cache.market') ?? '{}')).toMatchObject({
      value: markets[0],
    });
  });

  // Issue #32 item 2: members without location permission were silently put in the default market.
  it('says the position is unknown instead of putting the member in the default market', async () => {
    stubPosition('denied');
    server.use(byGeolocation(0, 0, markets[1]!), apiReply(MarketApi.getMarkets, markets));
    const requests = recordRequests();
    const { user } = renderMarketPage(null);

    expect(await screen.findByText(MarketPageText.positionUnknown)).toBeVisible();
    expect(screen.getByText(MarketPageText.distancesFromCentre)).toBeVisible();
    expect(screen.getByText(MarketPageText.noMarket)).toBeVisible();
    expect(screen.queryByText('Riverton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(
      requests.mock.calls.some(([path]) => path.startsWith(MarketApi.getMarketByGeolocation.path)),
    ).toBe(false);

    // The market choice is offered plainly, with nothing preselected.
    await user.click(screen.getByRole('button', { name: 'Choose Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    for (const choice of within(dialog).getAllByRole('button', { name: /^(?!Cancel)/ }))
      expect(choice).not.toHaveAttribute('aria-current');
  });

  it('says the position is unknown when "Use My Location" finds none, and keeps the market', async () => {
    stubPosition('denied');
    server.use(market(1));
    const { user } = renderMarketPage(1);
    expect(await screen.findByText('Springfield')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use My Location' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MarketPageText.positionUnknown);
    expect(screen.getByText('Springfield')).toBeVisible();
  });

  // Issue #32 item 12: a failed market load left a false "No market selected yet." on the page.
  it('claims no "No market selected yet." when the saved market fails to load, then goes back', async () => {
    server.use(
      apiError(
        MarketApi.getMarket,
        500,
        { code: 500, message: UNKNOWN_ERROR_MESSAGE },
        {
          params: { marketId: 1 },
        },
      ),
    );
    const { router, user } = renderMarketPage(1);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MARKET_ERROR_MESSAGE, exactText)).toBeVisible();
    expect(screen.queryByText(MarketPageText.noMarket)).not.toBeInTheDocument();
    expect(screen.getByText(MarketPageText.loadFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/previous');
  });

  // Issue #32 item 12 (APP-8): a market load failing with 404 shows the server's message.
  it("shows the server's message when the market load fails with 404", async () => {
    server.use(
      apiError(
        MarketApi.getMarket,
        404,
        { code: 'notFound', message: 'This market does not exist.' },
        { params: { marketId: 1 } },
      ),
    );
    renderMarketPage(1);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This market does not exist.')).toBeVisible();
  });

  it('changes an existing market from the Markets dialog and then shows the map', async () => {
    const getCurrentPosition = stubPosition({ latitude: 1, longitude: 1 });
    server.use(
      market(2),
      apiReply(MarketApi.getMarkets, markets),
      apiReply(MarketApi.setMarket, { ...profile, marketId: 3 }),
    );
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
    server.use(market(1), byGeolocation(41.5, -81.69, markets[2]!));
    const { user } = renderMarketPage(1);
    expect(await screen.findByText('Springfield')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use My Location' }));

    expect(await screen.findByText('Lakeside')).toBeVisible();
  });

  it('explains a failure to load the markets, then goes back one page', async () => {
    server.use(
      market(1),
      apiError(MarketApi.getMarkets, 500, { code: 500, message: UNKNOWN_ERROR_MESSAGE }),
    );
    const { router, user } = renderMarketPage(1);
    await screen.findByText('Springfield');

    await user.click(screen.getByRole('button', { name: 'Choose Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MARKET_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/previous');
  });

  it("shows the server's message when the guest may not change its market", async () => {
    server.use(
      market(1),
      apiError(MarketApi.setMarket, 403, {
        code: 'forbidden',
        message: 'The guest account cannot be changed.',
      }),
    );
    const { router, user, onProfileSaved } = renderMarketPage(1);
    await screen.findByText('Springfield');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('The guest account cannot be changed.')).toBeVisible();
    expect(onProfileSaved).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/market');
  });
});
