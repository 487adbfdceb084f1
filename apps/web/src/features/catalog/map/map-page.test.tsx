import {
  CatalogApi,
  MAP_ERROR_MESSAGE,
  MapCategoryText,
  MapMarkerText,
  MapWaitText,
  MarketApi,
  clusterText,
  urlOf,
} from '@citybook/contract';
import type { Merchant } from '@citybook/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exactText, stubAccountFetch } from '../../../testing/account-helpers.ts';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { categories, markets } from '../../../testing/fixtures.ts';
import { testMarketQuery } from './test-market-query.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { MapPage } from './map-page.tsx';
import { readMapState, saveMapState } from './map-state.ts';

const here = { latitude: 39.78, longitude: -89.64 };
const config = { tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'Test tiles' };
const merchants: Merchant[] = [
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

const merchantsUrl = (query: string) => `GET ${CatalogApi.getAllMerchants.path}?${query}`;
const knownPositionQuery = `marketId=1&latitude=${String(here.latitude)}&longitude=${String(here.longitude)}`;

function rememberPosition(position: { latitude: number; longitude: number }) {
  sessionStorage.setItem(
    'citybook.cache.geolocation',
    JSON.stringify({ value: position, savedAt: Date.now() }),
  );
}

function stubMapApi(overrides: Record<string, Response> = {}) {
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
    ...overrides,
  });
}

function renderMap() {
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

function merchantMarkers() {
  return [...document.querySelectorAll<HTMLElement>('.citybook-marker')];
}

function clusters() {
  return [...document.querySelectorAll<HTMLElement>('.citybook-cluster')];
}

/** Leaflet sizes a marker and stacks it with inline styles. */
const pixels = (value: string) => Number.parseFloat(value);

describe('MapPage', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the map gets a phone's size, or it shows (and clusters) nothing.
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });

  it('shows a labelled map with a marker per merchant and the current location', async () => {
    rememberPosition(here);
    stubMapApi();

    renderMap();

    expect(await screen.findByRole('region', { name: 'Map of merchants' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Map' })).toBeInTheDocument();
    expect(merchantMarkers()).toHaveLength(3);
    const [pizza, otherPizza] = screen.getAllByRole('button', { name: 'Pizza Barn' });
    expect(pizza).toHaveClass('citybook-marker');
    expect(otherPizza).toHaveClass('citybook-marker');
    const bean = screen.getByRole('button', { name: 'Bean There' });
    expect(bean).toHaveAttribute('title', 'Bean There');
    expect(bean.querySelector('img')).toHaveAttribute('src', categories[1]?.icon1);
    expect(bean.querySelector('img')).toHaveAttribute('alt', '');
    const location = screen.getByRole('img', { name: 'Current Location' });
    expect(location).toHaveAttribute('title', 'Current Location');
    expect(location).not.toHaveClass('citybook-marker');
    expect(screen.getByText('Test tiles')).toBeInTheDocument();
  });

  it('keeps markers out of the Tab order, each a 44 px target under the current location', async () => {
    rememberPosition(here);
    stubMapApi();
    const { user } = renderMap();

    await screen.findByRole('region', { name: 'Map of merchants' });
    const location = screen.getByRole('img', { name: 'Current Location' });
    for (const marker of merchantMarkers()) {
      expect(marker).toHaveAttribute('tabindex', '-1');
      expect(pixels(marker.style.width)).toBeGreaterThanOrEqual(44);
      expect(pixels(marker.style.height)).toBeGreaterThanOrEqual(44);
      expect(Number(location.style.zIndex)).toBeGreaterThan(Number(marker.style.zIndex));
    }

    // The first Tab stop skips the map to the list, opened, on its first merchant.
    await user.tab();
    const skip = screen.getByRole('button', { name: MapMarkerText.skipToList });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide list' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = screen.getByRole('list', { name: 'Merchants' });
    expect(within(list).getAllByRole('link')[0]).toHaveFocus();

    // From the map itself, Tab goes to its zoom buttons, never to a marker.
    screen.getByRole('region', { name: 'Map of merchants' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  });

  it('draws overlapping merchants as one cluster with their count, apart when zoomed in', async () => {
    rememberPosition(here);
    const crowd = Array.from({ length: 12 }, (_, index) =>
      aMerchant(100 + index, {
        title: `Crowded ${String(index)}`,
        latitude: 39.8 + index * 0.0001,
        longitude: -89.65 + index * 0.0001,
      }),
    );
    const alone = aMerchant(200, { title: 'Far Away', latitude: 39.74, longitude: -89.58 });
    stubMapApi({ [merchantsUrl(knownPositionQuery)]: jsonResponse(200, [...crowd, alone]) });
    const { user } = renderMap();

    const cluster = await screen.findByRole('button', { name: clusterText(12) });
    expect(cluster).toHaveTextContent('12');
    expect(cluster).toHaveAttribute('tabindex', '-1');
    expect(pixels(cluster.style.width)).toBeGreaterThanOrEqual(44);
    expect(clusters()).toHaveLength(1);
    expect(merchantMarkers()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Far Away' })).toBeInTheDocument();

    // Selecting the cluster zooms in until its merchants come apart.
    await user.click(cluster);

    await waitFor(() => {
      expect(merchantMarkers().length).toBeGreaterThan(1);
    });
    expect(readMapState(1)?.zoom).toBeGreaterThan(12);
  });

  it('opens an info window with the merchant summary when a marker is clicked', async () => {
    rememberPosition(here);
    // One Pizza Barn only: the order of the markers in the page says nothing about which is which.
    stubMapApi({ [merchantsUrl(knownPositionQuery)]: jsonResponse(200, merchants.slice(0, 2)) });
    const { user } = renderMap();

    await user.click(await screen.findByRole('button', { name: 'Pizza Barn' }));

    const link = await screen.findByRole('link', { name: 'View merchant' });
    const summary = link.parentElement!;
    expect(within(summary).getByRole('heading', { name: 'Pizza Barn' })).toBeVisible();
    expect(summary).toHaveTextContent('11 Main St, Springfield, IL 62701');
    expect(summary).toHaveTextContent('0.4 mi');
    expect(summary).toHaveTextContent('Buy one pizza, get one free');
    expect(summary).toHaveTextContent('Plus 2 more coupons');
    expect(link).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/11?hasSiblings=true&franchisorId=7',
    );
  });

  it('moves focus into the info window it opens, which links to the merchant page', async () => {
    rememberPosition(here);
    stubMapApi();
    const { router, user } = renderMap();

    const bean = await screen.findByRole('button', { name: 'Bean There' });
    await user.click(bean);
    // One click only: jsdom's clicks look like taps, and Leaflet makes two quick taps a dblclick.
    const link = await screen.findByRole('link', { name: 'View merchant' });
    await waitFor(() => {
      expect(link).toHaveFocus();
    });
    // A second user click inside the map within 200 ms is a double tap to Leaflet, which then
    // zooms about a point jsdom cannot place (no layout): a plain click (detail 0) is no tap.
    fireEvent.click(link);

    expect(await screen.findByText('Merchant page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/offers/category/2/merchant/12');
    expect(router.state.location.search).toBe('?hasSiblings=false');
  });

  it('closes the info window with Escape and returns to its marker', async () => {
    rememberPosition(here);
    stubMapApi();
    const { user } = renderMap();

    const bean = await screen.findByRole('button', { name: 'Bean There' });
    await user.click(bean);
    const link = await screen.findByRole('link', { name: 'View merchant' });
    await waitFor(() => {
      expect(link).toHaveFocus();
    });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('link', { name: 'View merchant' })).not.toBeInTheDocument();
    expect(bean).toHaveFocus();
  });

  it('turns a category off and on from the floating menu', async () => {
    rememberPosition(here);
    stubMapApi();
    const { user } = renderMap();

    const menuButton = await screen.findByRole('button', { name: 'Categories' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Categories shown on the map' });
    const dining = within(menu).getByRole('checkbox', { name: 'Dining' });
    expect(dining).toBeChecked();
    expect(within(menu).getByRole('checkbox', { name: 'Coffee & Treats' })).toBeChecked();

    await user.click(dining);

    expect(dining).not.toBeChecked();
    expect(merchantMarkers()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pizza Barn' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bean There' })).toBeInTheDocument();
    expect(readMapState(1)?.hiddenCategoryIds).toEqual([1]);

    await user.click(dining);

    expect(merchantMarkers()).toHaveLength(3);
    expect(readMapState(1)?.hiddenCategoryIds).toEqual([]);

    await user.click(within(menu).getByRole('button', { name: MapCategoryText.none }));
    expect(merchantMarkers()).toHaveLength(0);
    expect(dining).not.toBeChecked();
    expect(screen.getByText(MapCategoryText.allOff)).toBeVisible();
    expect(readMapState(1)?.hiddenCategoryIds).toEqual(categories.map((category) => category.id));

    await user.click(within(menu).getByRole('button', { name: MapCategoryText.all }));
    expect(merchantMarkers()).toHaveLength(3);
    expect(screen.queryByText(MapCategoryText.allOff)).not.toBeInTheDocument();
    expect(readMapState(1)?.hiddenCategoryIds).toEqual([]);

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('shows and hides the list of merchants grouped by franchisor', async () => {
    rememberPosition(here);
    stubMapApi();
    const { user } = renderMap();

    const toggle = await screen.findByRole('button', { name: 'Show list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Merchants' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAccessibleName('Hide list');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Merchants' });
    const franchise = within(list).getByRole('list', { name: 'Pizza Barn (2 locations)' });
    const locations = within(franchise).getAllByRole('link');
    expect(locations.map((link) => link.getAttribute('href'))).toEqual([
      '/offers/category/1/merchant/11?hasSiblings=true&franchisorId=7',
      '/offers/category/1/merchant/13?hasSiblings=true&franchisorId=7',
    ]);
    expect(locations[1]).toHaveAccessibleName('9 Elm St, Springfield, IL 62701 2.5 mi');
    expect(
      within(list).getByRole('link', {
        name: 'Bean There 12 Main St, Springfield, IL 62701 0.9 mi',
      }),
    ).toHaveAttribute('href', '/offers/category/2/merchant/12?hasSiblings=false');
    expect(readMapState(1)?.showList).toBe(true);

    await user.click(toggle);

    expect(toggle).toHaveAccessibleName('Show list');
    expect(screen.queryByRole('list', { name: 'Merchants' })).not.toBeInTheDocument();
  });

  it('shows the list on a swipe up of its handle and hides it on a swipe down', async () => {
    rememberPosition(here);
    stubMapApi();
    renderMap();

    const toggle = await screen.findByRole('button', { name: 'Show list' });
    const handle = toggle.parentElement!;
    fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 400 }] });
    fireEvent.touchEnd(handle, { changedTouches: [{ clientX: 102, clientY: 300 }] });

    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.touchStart(handle, { touches: [{ clientX: 100, clientY: 300 }] });
    fireEvent.touchEnd(handle, { changedTouches: [{ clientX: 100, clientY: 420 }] });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('restores the categories, list and its scroll the page was left with', async () => {
    rememberPosition(here);
    stubMapApi();
    const saved = {
      marketId: 1,
      center: { latitude: 39.81, longitude: -89.66 },
      zoom: 13,
      hiddenCategoryIds: [2],
      showList: true,
      scrollTop: 120,
    };
    saveMapState(saved);

    const { user } = renderMap();

    expect(await screen.findByRole('button', { name: 'Hide list' })).toBeInTheDocument();
    expect(merchantMarkers()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Bean There' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Merchants' }).parentElement!;
    expect(list.scrollTop).toBe(0);
    await waitFor(() => {
      expect(list.scrollTop).toBe(120);
    });
    expect(readMapState(1)).toEqual(saved);

    // The map starts where it was left: zooming in keeps that centre, one level deeper.
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    await waitFor(() => {
      expect(readMapState(1)?.zoom).toBe(14);
    });
    expect(readMapState(1)?.center.latitude).toBeCloseTo(saved.center.latitude);
    expect(readMapState(1)?.center.longitude).toBeCloseTo(saved.center.longitude);
  });

  it('saves the zoom and centre as the map moves', async () => {
    rememberPosition(here);
    stubMapApi();
    const { user } = renderMap();

    await user.click(await screen.findByRole('button', { name: 'Zoom in' }));

    await waitFor(() => {
      expect(readMapState(1)?.zoom).toBe(13);
    });
    expect(readMapState(1)?.center.latitude).toBeCloseTo(here.latitude);
    expect(readMapState(1)?.center.longitude).toBeCloseTo(here.longitude);
  });

  it('centres on the device again with the my-location button', async () => {
    rememberPosition(here);
    stubMapApi();
    saveMapState({
      marketId: 1,
      center: { latitude: 39.9, longitude: -89.5 },
      zoom: 14,
      hiddenCategoryIds: [],
      showList: false,
      scrollTop: 0,
    });
    const { user } = renderMap();

    await user.click(await screen.findByRole('button', { name: 'My location' }));

    await waitFor(() => {
      expect(readMapState(1)?.center.latitude).toBeCloseTo(here.latitude);
    });
    expect(readMapState(1)?.center.longitude).toBeCloseTo(here.longitude);
    expect(readMapState(1)?.zoom).toBe(14);
  });

  it("starts at the market's centre when the device position is unknown", async () => {
    rememberPosition({ latitude: 0, longitude: 0 });
    const fetchMock = stubMapApi({ [merchantsUrl('marketId=1')]: jsonResponse(200, merchants) });
    const { user } = renderMap();

    const centre = await screen.findByRole('img', { name: MapMarkerText.marketCentre });
    expect(centre).toHaveTextContent(MapMarkerText.marketCentre);
    expect(screen.queryByRole('img', { name: 'Current Location' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${CatalogApi.getAllMerchants.path}?marketId=1`,
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    await waitFor(() => {
      expect(readMapState(1)?.center.latitude).toBeCloseTo(markets[0]!.latitude);
    });
  });

  it('offers the map without the location when the native shell never answers', async () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    stubMapApi({ [merchantsUrl('marketId=1')]: jsonResponse(200, merchants) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderMap();

      expect(await screen.findByRole('progressbar', { name: MapWaitText.progress })).toBeVisible();
      expect(screen.getByRole('status').textContent).toBe(MapWaitText.loading);
      expect(screen.queryByRole('button', { name: MapWaitText.withoutLocation })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(MapWaitText.slowAfterMs));
      expect(screen.getByRole('status')).toHaveTextContent(MapWaitText.slow);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: MapWaitText.withoutLocation }));

    expect(await screen.findByRole('region', { name: 'Map of merchants' })).toBeVisible();
    expect(merchantMarkers()).toHaveLength(3);
  });

  it('explains a failure and goes back one page', async () => {
    rememberPosition(here);
    stubMapApi({
      [merchantsUrl(knownPositionQuery)]: jsonResponse(404, { code: 404, message: 'No.' }),
    });
    const { router, user } = renderMap();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MAP_ERROR_MESSAGE, exactText)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Map of merchants' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
