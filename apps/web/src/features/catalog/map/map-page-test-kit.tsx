import { CatalogApi } from '@citybook/contract/catalog';
import type { InAreaAnswer, MapMerchant } from '@citybook/contract/catalog';
import { MarketApi } from '@citybook/contract/market';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { vi } from 'vitest';
import { categories, markets } from '../../../testing/fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import type { RecordedRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { writeDated } from '../../../lib/storage/stored.ts';
import { aMapMerchant as aMerchant } from './map-merchant-fixture.ts';
import { MapPage } from './map-page.tsx';
import { testMarketQuery } from './test-market-query.ts';

/* The map page's tests' world: a market, its merchants, the API answers and a phone-sized map. */

export const here = { latitude: 39.78, longitude: -89.64 };
export const config = { tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'Test tiles' };
export const merchants: MapMerchant[] = [
  aMerchant(11, {
    title: 'Pizza Barn',
    categoryId: 1,
    latitude: 39.8,
    longitude: -89.65,
    franchisorId: 7,
    hasSiblings: true,
    firstOfferTitle: 'Buy one pizza, get one free',
    numberOfOffers: 3,
  }),
  aMerchant(12, {
    title: 'Bean There',
    categoryId: 2,
    latitude: 39.76,
    longitude: -89.6,
  }),
  aMerchant(13, {
    title: 'Pizza Barn',
    categoryId: 1,
    franchisorId: 7,
    hasSiblings: true,
    address1: '9 Elm St',
    latitude: 39.82,
    longitude: -89.7,
  }),
];

/** How the fake server answers an in-area question (its query), cancelled or not. */
export type InAreaReply = (
  query: URLSearchParams,
  signal: AbortSignal | undefined,
) => Promise<Response>;

/**
 * The fake server's answer: these merchants (of the categories asked for) one by one, and the
 * clusters, which hold `clustered`; the list under the map is all of them.
 */
export function answerWith(
  shown: readonly MapMerchant[],
  clusters: InAreaAnswer['clusters'] = [],
  clustered: readonly MapMerchant[] = [],
): InAreaReply {
  return (query) => {
    const categoryIds = query.get('categoryIds')?.split(',').map(Number);
    const asked = (list: readonly MapMerchant[]) =>
      list.filter(
        (merchant) => categoryIds === undefined || categoryIds.includes(merchant.categoryId),
      );
    const inView = asked([...shown, ...clustered]);
    const answer: InAreaAnswer = {
      clusters,
      merchants: asked(shown),
      inView: { count: inView.length, merchants: inView },
    };
    return Promise.resolve(HttpResponse.json(answer));
  };
}

const inAreaPrefix = `${CatalogApi.getMerchantsInArea.path}?`;

/** The in-area questions the page asked, in order. */
export function inAreaQueries(requests: RecordedRequests): URLSearchParams[] {
  return requests.mock.calls.flatMap(([path]) =>
    path.startsWith(inAreaPrefix) ? [new URLSearchParams(path.slice(inAreaPrefix.length))] : [],
  );
}

/** The device position as the geolocation cache keeps it (MARKET-6), found just now. */
export function rememberPosition(position: { latitude: number; longitude: number }) {
  writeDated(storageKeys.geolocation, position);
}

/** The map's API answered (`overrides` first); returns the requests the page sends. */
export function stubMapApi(
  overrides: readonly HttpHandler[] = [],
  inArea: InAreaReply = answerWith(merchants),
) {
  server.use(
    ...overrides,
    apiReply(CatalogApi.getMapConfig, config),
    apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
    apiReply(MarketApi.getMarket, markets[0]!, { params: { marketId: 1 } }),
    // Asked only when an info window shows its heart.
    accountStateHandler({ favoriteMerchantIds: [11] }),
    apiHandler(CatalogApi.getMerchantsInArea, ({ query, request }) =>
      inArea(query, request.signal),
    ),
  );
  return recordRequests();
}

export function renderMap() {
  return renderRoutes(
    [
      { path: '/', element: <p>Previous page</p> },
      {
        path: '/offers/map',
        loader: () => ({ marketId: 1 }),
        element: <MapPage marketQuery={testMarketQuery} />,
        HydrateFallback: () => null,
      },
      { path: '/offers/category/:categoryId/merchant/:merchantId', element: <p>Merchant page</p> },
    ],
    { initialEntries: ['/', '/offers/map'], initialIndex: 1 },
  );
}

export function merchantMarkers() {
  return [...document.querySelectorAll<HTMLElement>('.citybook-marker')];
}

export function clusters() {
  return [...document.querySelectorAll<HTMLElement>('.citybook-cluster')];
}

/** Leaflet sizes a marker and stacks it with inline styles. */
export const pixels = (value: string) => Number.parseFloat(value);

/** jsdom lays nothing out: the map gets a phone's size, or it shows (and clusters) nothing. */
export function givePhoneSize(): void {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
}
