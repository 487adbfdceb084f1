import { AccountStateApi, CatalogApi, MarketApi, urlOf } from '@citybook/contract';
import type { Merchant } from '@citybook/contract';
import { vi } from 'vitest';
import { stubAccountFetch } from '../../../testing/account-helpers.ts';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { categories, markets } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { writeDated } from '../../../lib/storage/stored.ts';
import { MapPage } from './map-page.tsx';
import { testMarketQuery } from './test-market-query.ts';

/* The map page's tests' world: a market, its merchants, the API answers and a phone-sized map. */

export const here = { latitude: 39.78, longitude: -89.64 };
export const config = { tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'Test tiles' };
export const merchants: Merchant[] = [
  aMerchant(11, {
    title: 'Pizza Barn',
    categoryId: 1,
    latitude: 39.8,
    longitude: -89.65,
    franchisorId: 7,
    hasSiblings: true,
    distance: 0.4,
    offers: [anOffer(101, 11, { title: 'Buy one pizza, get one free' })],
    numberOfOffers: 3,
  }),
  aMerchant(12, {
    title: 'Bean There',
    categoryId: 2,
    latitude: 39.76,
    longitude: -89.6,
    distance: 0.9,
  }),
  aMerchant(13, {
    title: 'Pizza Barn',
    categoryId: 1,
    franchisorId: 7,
    hasSiblings: true,
    address1: '9 Elm St',
    latitude: 39.82,
    longitude: -89.7,
    distance: 2.5,
  }),
];

export const merchantsUrl = (query: string) =>
  `GET ${CatalogApi.getAllMerchants.path}?${query}&shared=true`;
export const knownPositionQuery = `marketId=1&latitude=${String(here.latitude)}&longitude=${String(here.longitude)}`;

/** The device position as the geolocation cache keeps it (spec §9), found just now. */
export function rememberPosition(position: { latitude: number; longitude: number }) {
  writeDated(storageKeys.geolocation, position);
}

export function stubMapApi(overrides: Record<string, Response> = {}) {
  return stubAccountFetch({
    [`GET ${CatalogApi.getMapConfig.path}`]: jsonResponse(200, config),
    [`GET ${urlOf(CatalogApi.getCategories, { params: { marketId: 1 } })}`]: jsonResponse(
      200,
      categories,
    ),
    [`GET ${urlOf(MarketApi.getMarket, { params: { marketId: 1 } })}`]: jsonResponse(
      200,
      markets[0],
    ),
    [merchantsUrl(knownPositionQuery)]: jsonResponse(200, merchants),
    // Asked only when an info window shows its heart.
    [`GET ${AccountStateApi.getAccountState.path}`]: jsonResponse(200, {
      redeemedOfferIds: [],
      favoriteMerchantIds: [11],
      guest: false,
    }),
    ...overrides,
  });
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
