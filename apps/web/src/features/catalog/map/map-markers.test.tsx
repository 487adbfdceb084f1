import { MapMarkerText, clusterText } from '@citybook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { categories } from '../../../testing/fixtures.ts';
import { aMapMerchant as aMerchant } from './map-merchant-fixture.ts';
import { readMapState } from './map-state.ts';
import {
  here,
  merchants,
  answerWith,
  rememberPosition,
  stubMapApi,
  renderMap,
  merchantMarkers,
  clusters,
  pixels,
  givePhoneSize,
} from './map-page-test-kit.tsx';

describe('MapPage markers and info windows', () => {
  beforeEach(givePhoneSize);

  it('shows a labelled map with a marker per merchant and the current location', async () => {
    rememberPosition(here);
    stubMapApi();

    renderMap();

    expect(await screen.findByRole('region', { name: 'Map of merchants' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Map' })).toBeInTheDocument();
    await waitFor(() => {
      expect(merchantMarkers()).toHaveLength(3);
    });
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

    // From the map itself, Tab never goes to a marker; the map's own buttons come just before
    // it, in the bar above.
    const map = screen.getByRole('region', { name: 'Map of merchants' });
    map.focus();
    await user.tab();
    expect(document.activeElement?.closest('.citybook-marker, .citybook-cluster')).toBeNull();
    map.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'My location' })).toHaveFocus();
  });

  it("draws the server's clusters with their count; a tap zooms in to where they come apart", async () => {
    rememberPosition(here);
    const alone = aMerchant(200, { title: 'Far Away', latitude: 39.74, longitude: -89.58 });
    const crowd = { id: 77, count: 12, latitude: 39.8, longitude: -89.65, expansionZoom: 15 };
    stubMapApi([], answerWith([alone], [crowd]));
    const { user } = renderMap();

    const cluster = await screen.findByRole('button', { name: clusterText(12) });
    expect(cluster).toHaveTextContent('12');
    expect(cluster).toHaveAttribute('tabindex', '-1');
    expect(pixels(cluster.style.width)).toBeGreaterThanOrEqual(44);
    expect(clusters()).toHaveLength(1);
    expect(merchantMarkers()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Far Away' })).toBeInTheDocument();

    // Selecting the cluster zooms in, on it, to where its merchants come apart.
    await user.click(cluster);

    await waitFor(() => {
      expect(readMapState(1)?.zoom).toBe(15);
    });
    expect(readMapState(1)?.center.latitude).toBeCloseTo(39.8);
    expect(readMapState(1)?.center.longitude).toBeCloseTo(-89.65);
  });

  it('opens an info window with the merchant summary when a marker is clicked', async () => {
    rememberPosition(here);
    // One Pizza Barn only: the order of the markers in the page says nothing about which is which.
    stubMapApi([], answerWith(merchants.slice(0, 2)));
    const { user } = renderMap();

    await user.click(await screen.findByRole('button', { name: 'Pizza Barn' }));

    const link = await screen.findByRole('link', { name: 'View merchant' });
    // The link shares a row with the heart.
    const summary = link.parentElement!.parentElement!;
    expect(within(summary).getByRole('heading', { name: 'Pizza Barn' })).toBeVisible();
    expect(summary).toHaveTextContent('11 Main St, Springfield, IL 62701');
    expect(summary).toHaveTextContent('1.5 mi');
    expect(summary).toHaveTextContent('Buy one pizza, get one free');
    expect(summary).toHaveTextContent('Plus 2 more coupons');
    expect(link).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/11?hasSiblings=true&franchisorId=7',
    );
    // The member's favourite: its heart, pressed, beside the link.
    expect(
      await within(summary).findByRole('button', { name: 'Remove Pizza Barn from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
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
});
