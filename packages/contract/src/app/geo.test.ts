import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo.ts';

describe('distanceMiles', () => {
  it('is zero for the same point', () => {
    expect(
      distanceMiles({ latitude: 30.27, longitude: -97.74 }, { latitude: 30.27, longitude: -97.74 }),
    ).toBe(0);
  });

  it('matches the known Austin to Denver distance (about 775 miles)', () => {
    const miles = distanceMiles(
      { latitude: 30.2672, longitude: -97.7431 },
      { latitude: 39.7392, longitude: -104.9903 },
    );
    expect(miles).toBeGreaterThan(765);
    expect(miles).toBeLessThan(785);
  });
});
