import { UnreachableText } from '@citybook/contract/app';
import { MAP_ERROR_MESSAGE, MapMarkerText } from '@citybook/contract/catalog';
import type { InAreaAnswer } from '@citybook/contract/catalog';
import { HttpResponse } from 'msw';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../testing/account-helpers.ts';
import { CatalogApi } from '@citybook/contract/catalog';
import { apiNetworkError, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { categories, markets } from '../../../testing/fixtures.ts';
import { readMapState, saveMapState } from './map-state.ts';
import {
  here,
  merchants,
  answerWith,
  inAreaQueries,
  rememberPosition,
  stubMapApi,
  renderMap,
  merchantMarkers,
  givePhoneSize,
} from './map-page-test-kit.tsx';
import { MapCategoryText } from './map-category-text.ts';
import { MapListText } from './map-list-text.ts';
import { aMapMerchant } from './map-merchant-fixture.ts';
import { MapWaitText } from './map-wait-text.ts';

describe('MapPage', () => {
  beforeEach(givePhoneSize);

  it('turns a category off and on from the floating menu', async () => {
    rememberPosition(here);
    const requests = stubMapApi();
    const { user } = renderMap();

    const menuButton = await screen.findByRole('button', { name: 'Categories' });
    await waitFor(() => {
      expect(merchantMarkers()).toHaveLength(3);
    });
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
    // The server is asked only about the categories still shown.
    await waitFor(() => {
      expect(inAreaQueries(requests).at(-1)?.get('categoryIds')).toBe(
        categories
          .map((category) => category.id)
          .filter((id) => id !== 1)
          .join(','),
      );
    });

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
    expect(locations[1]).toHaveAccessibleName('9 Elm St, Springfield, IL 62701 4.2 mi');
    expect(
      within(list).getByRole('link', {
        name: 'Bean There 12 Main St, Springfield, IL 62701 2.5 mi',
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
    await waitFor(() => {
      expect(merchantMarkers()).toHaveLength(2);
    });
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
    const requests = stubMapApi();
    const { user } = renderMap();

    const centre = await screen.findByRole('img', { name: MapMarkerText.marketCentre });
    expect(centre).toHaveTextContent(MapMarkerText.marketCentre);
    expect(screen.queryByRole('img', { name: 'Current Location' })).not.toBeInTheDocument();
    // The box asked about is around the market's centre.
    await waitFor(() => {
      expect(inAreaQueries(requests)).toHaveLength(1);
    });
    const [asked] = inAreaQueries(requests);
    expect(Number(asked?.get('south'))).toBeLessThan(markets[0]!.latitude);
    expect(Number(asked?.get('north'))).toBeGreaterThan(markets[0]!.latitude);
    expect(Number(asked?.get('west'))).toBeLessThan(markets[0]!.longitude);
    expect(Number(asked?.get('east'))).toBeGreaterThan(markets[0]!.longitude);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    await waitFor(() => {
      expect(readMapState(1)?.center.latitude).toBeCloseTo(markets[0]!.latitude);
    });
  });

  it('offers the map without the location when the native shell never answers', async () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    stubMapApi();
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
    await waitFor(() => {
      expect(merchantMarkers()).toHaveLength(3);
    });
  });

  it('asks again for the box in view once the map has settled, cancelling a question overtaken', async () => {
    rememberPosition(here);
    const signals: (AbortSignal | undefined)[] = [];
    const requests = stubMapApi([], (query, signal) => {
      signals.push(signal);
      // The first question never gets its answer: only cancelling it ends it (no answer at all).
      if (signals.length === 1)
        return new Promise((resolve) => {
          signal?.addEventListener('abort', () => {
            resolve(HttpResponse.error());
          });
        });
      return answerWith(merchants)(query, signal);
    });
    const { user } = renderMap();

    await waitFor(() => {
      expect(inAreaQueries(requests)).toHaveLength(1);
    });
    expect(inAreaQueries(requests)[0]?.get('zoom')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));

    await waitFor(() => {
      expect(merchantMarkers()).toHaveLength(3);
    });
    const asked = inAreaQueries(requests);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.get('zoom')).toBe('13');
    // Zoomed in, the box is half as wide.
    const width = (query: URLSearchParams | undefined) =>
      Number(query?.get('east')) - Number(query?.get('west'));
    expect(width(asked[1])).toBeCloseTo(width(asked[0]) / 2, 3);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('explains a failure and goes back one page', async () => {
    rememberPosition(here);
    stubMapApi([], () => Promise.resolve(errorResponse(404, { code: 404, message: 'No.' })));
    const { router, user } = renderMap();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MAP_ERROR_MESSAGE, exactText)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
  it('issue 32 item 12: a map load refused with 400, 402, 404 or 405 shows the server’s message', async () => {
    rememberPosition(here);
    stubMapApi([], () =>
      Promise.resolve(errorResponse(404, { code: 'notFound', message: 'No such market.' })),
    );
    renderMap();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('No such market.', exactText)).toBeVisible();
    expect(within(dialog).queryByText(MAP_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('issue 32 item 12: a map load that fails otherwise keeps the map’s own message', async () => {
    rememberPosition(here);
    stubMapApi([], () =>
      Promise.resolve(errorResponse(503, { code: 'unavailable', message: 'Down for a moment.' })),
    );
    renderMap();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MAP_ERROR_MESSAGE, exactText)).toBeVisible();
  });

  describe('the list is every merchant in view (issue #32 item 6)', () => {
    it('lists those inside a cluster too, counts them all, and groups a franchise', async () => {
      rememberPosition(here);
      const [pizza, bean, pizzaElm] = merchants;
      const crowd = { id: 5, count: 2, latitude: 39.81, longitude: -89.67, expansionZoom: 14 };
      stubMapApi([], answerWith([bean!], [crowd], [pizza!, pizzaElm!]));
      const { user } = renderMap();

      await waitFor(() => {
        expect(merchantMarkers()).toHaveLength(1);
      });
      expect(screen.getByText(MapListText.count(3))).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Show list' }));

      const list = screen.getByRole('list', { name: 'Merchants' });
      const franchise = within(list).getByRole('list', { name: 'Pizza Barn (2 locations)' });
      expect(within(franchise).getAllByRole('link')).toHaveLength(2);
      expect(within(list).getAllByRole('link')).toHaveLength(3);
    });

    it('says when more are in view than it lists, and how many', async () => {
      rememberPosition(here);
      // The server lists MAP_LIST_LIMIT at most; fewer here keep the test quick.
      const many = Array.from({ length: 5 }, (_unused, index) =>
        aMapMerchant(1000 + index, { categoryId: 2, latitude: 39.78 + index / 100_000 }),
      );
      stubMapApi([], () => {
        const answer: InAreaAnswer = {
          clusters: [],
          merchants: [],
          inView: { count: 1234, merchants: many },
        };
        return Promise.resolve(HttpResponse.json(answer));
      });
      const { user } = renderMap();

      expect(await screen.findByText(MapListText.count(1234))).toBeVisible();
      expect(MapListText.count(1234)).toBe('1,234 merchants in view');
      await user.click(screen.getByRole('button', { name: 'Show list' }));
      expect(screen.getByText(MapListText.cut(5, 1234))).toBeVisible();
      expect(
        within(screen.getByRole('list', { name: 'Merchants' })).getAllByRole('link'),
      ).toHaveLength(5);
    });

    it('keeps its buttons in a bar above the map, none on it', async () => {
      rememberPosition(here);
      stubMapApi();
      renderMap();

      const map = await screen.findByRole('region', { name: 'Map of merchants' });
      await waitFor(() => {
        expect(merchantMarkers()).toHaveLength(3);
      });
      for (const name of ['Zoom in', 'Zoom out', 'Categories', 'My location']) {
        const button = screen.getByRole('button', { name });
        expect(map.contains(button), name).toBe(false);
        // Before the map: in the reading order, and above it on the screen.
        expect(button.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
      expect(document.querySelector('.leaflet-control-zoom')).toBeNull();
    });
  });

  describe('without Citybook (issue #32 item 5)', () => {
    it('says the device is offline and stays, with no error dialog, when the box has no answer', async () => {
      rememberPosition(here);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      stubMapApi([], () => Promise.resolve(HttpResponse.error()));
      const { router } = renderMap();

      const notice = await screen.findByText(UnreachableText.mapNothingKept);
      expect(notice.closest('[role="status"]')).toHaveTextContent(UnreachableText.offline);
      expect(screen.getByRole('region', { name: 'Map of merchants' })).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/offers/map');
    });

    it('opened again with no signal, draws and lists the merchants the tab last had', async () => {
      rememberPosition(here);
      stubMapApi();
      renderMap();
      await waitFor(() => {
        expect(merchantMarkers()).toHaveLength(3);
      });
      cleanup();
      // As after a reload: nothing in memory, no answer from the network.
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      stubMapApi([], () => Promise.resolve(HttpResponse.error()));
      const { user } = renderMap();

      const notice = await screen.findByText(UnreachableText.mapKept);
      expect(notice.closest('[role="status"]')).toHaveTextContent(UnreachableText.offline);
      await waitFor(() => {
        expect(merchantMarkers()).toHaveLength(3);
      });
      expect(screen.getByText(MapListText.count(3))).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Show list' }));
      expect(
        within(screen.getByRole('list', { name: 'Merchants' })).getAllByRole('link'),
      ).toHaveLength(3);
    });

    it('keeps the merchants it has when Citybook stops answering, and says so', async () => {
      rememberPosition(here);
      let answering = true;
      stubMapApi([], (query, signal) =>
        answering ? answerWith(merchants)(query, signal) : Promise.resolve(HttpResponse.error()),
      );
      const { user } = renderMap();
      await waitFor(() => {
        expect(merchantMarkers()).toHaveLength(3);
      });

      answering = false;
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));

      const notice = await screen.findByText(UnreachableText.mapKept);
      // The browser still has a network: Citybook itself is out of reach.
      expect(notice.closest('[role="status"]')).toHaveTextContent(UnreachableText.unreachable);
      expect(merchantMarkers()).toHaveLength(3);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      answering = true;
      await user.click(
        within(notice.closest<HTMLElement>('[role="status"]')!).getByRole('button', {
          name: 'Try again',
        }),
      );
      await waitFor(() => {
        expect(screen.queryByText(UnreachableText.mapKept)).not.toBeInTheDocument();
      });
    });

    it('says the map is not on the device when its settings never came, and stays', async () => {
      rememberPosition(here);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      stubMapApi([apiNetworkError(CatalogApi.getMapConfig)]);
      const { router } = renderMap();

      const notice = await screen.findByText(UnreachableText.mapNotKept);
      expect(notice.closest('[role="status"]')).toHaveTextContent(UnreachableText.offline);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/offers/map');
    });
  });
});
