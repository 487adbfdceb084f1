import { describe, expect, it } from 'vitest';
import { mapViewBox } from './map-view-box.ts';

describe('mapViewBox', () => {
  it('gives the box Leaflet shows: a 256 px world at zoom 0, half as wide a zoom deeper', () => {
    const world = mapViewBox({ latitude: 0, longitude: 0 }, 0, 256, 256);
    expect(world.west).toBeCloseTo(-180);
    expect(world.east).toBeCloseTo(180);
    expect(world.north).toBeCloseTo(85.0511, 3);
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    const at10 = mapViewBox(dallas, 10, 390, 844);
    const at11 = mapViewBox(dallas, 11, 390, 844);
    expect(at10.east - at10.west).toBeCloseTo(2 * (at11.east - at11.west), 4);
    expect(at10.south).toBeLessThan(dallas.latitude);
    expect(at10.north).toBeGreaterThan(dallas.latitude);
  });
});
