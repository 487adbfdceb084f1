import { describe, expect, it } from 'vitest';
import { distanceMiles } from '@citybook/contract';
import { boundingBox, searchRadii } from './nearby.ts';

describe('boundingBox', () => {
  it('contains every point of the circle', () => {
    const centre = { latitude: 45.5, longitude: -122.7 };
    const box = boundingBox(centre, 10);
    for (let degrees = 0; degrees < 360; degrees += 15) {
      const angle = (degrees * Math.PI) / 180;
      // a point just inside the circle, found by walking out from the centre
      let step = { latitude: centre.latitude, longitude: centre.longitude };
      for (let k = 1; k < 400; k += 1) {
        const next = {
          latitude: centre.latitude + Math.cos(angle) * k * 0.0005,
          longitude: centre.longitude + Math.sin(angle) * k * 0.0005,
        };
        if (distanceMiles(centre, next) > 9.99) break;
        step = next;
      }
      expect(step.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(step.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(step.longitude).toBeGreaterThanOrEqual(box.minLongitude ?? -180);
      expect(step.longitude).toBeLessThanOrEqual(box.maxLongitude ?? 180);
    }
  });

  it('drops the longitude bounds near a pole', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50).minLongitude).toBeUndefined();
  });
});

describe('searchRadii', () => {
  const point = { latitude: 30.27, longitude: -97.74 };
  const area = { centre: point, radiusMiles: 30 };

  it('searches the whole area at once without a limit', () => {
    expect(searchRadii(point, area, undefined)).toEqual([30]);
  });

  it('doubles the ring up to the far edge of the area with a limit', () => {
    expect(searchRadii(point, area, 50)).toEqual([0.25, 0.5, 1, 2, 4, 8, 16, 30]);
  });
});
