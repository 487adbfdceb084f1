import { DEFAULT_MAP_ZOOM } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { demoMarkets } from '../../../../db/seed/demo-markets.ts';
import { demoCatalog } from './demo-catalog.ts';

/** The box a 390 × 400 px map (a phone under its bar and list) shows around a centre at a zoom. */
function phoneView(centre: { latitude: number; longitude: number }, zoom: number) {
  const worldPx = 256 * 2 ** zoom;
  const degreesPerPx = 360 / worldPx;
  // Web Mercator: north-south, a pixel spans cos(latitude) of an east-west one, near the centre.
  const squeeze = Math.cos((centre.latitude * Math.PI) / 180);
  return {
    south: centre.latitude - 200 * degreesPerPx * squeeze,
    north: centre.latitude + 200 * degreesPerPx * squeeze,
    west: centre.longitude - 195 * degreesPerPx,
    east: centre.longitude + 195 * degreesPerPx,
  };
}

describe('the demo catalogue', () => {
  it('shows several locations of every franchise on a phone’s first map (issue #32 item 6)', () => {
    const catalog = demoCatalog();
    for (const market of demoMarkets) {
      const view = phoneView(market, DEFAULT_MAP_ZOOM);
      const inView = (catalog.merchants ?? []).filter(
        (merchant) =>
          merchant.market === market.slug &&
          merchant.franchisor !== null &&
          merchant.latitude >= view.south &&
          merchant.latitude <= view.north &&
          merchant.longitude >= view.west &&
          merchant.longitude <= view.east,
      );
      for (const franchisor of catalog.franchisors ?? []) {
        const locations = inView.filter((merchant) => merchant.franchisor === franchisor.slug);
        expect(locations.length, `${franchisor.title} in ${market.title}`).toBeGreaterThanOrEqual(
          2,
        );
      }
    }
  });
});
