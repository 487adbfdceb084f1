import { MAP_LIST_LIMIT } from '@citybook/contract';
import type { MapMerchant } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, MerchantClusters, type Box } from './merchant-clusters.ts';

function merchant(id: number, latitude: number, longitude: number): MapMerchant {
  return {
    id,
    title: `Merchant ${String(id)}`,
    categoryId: 1,
    latitude,
    longitude,
    logo: null,
    address1: '1 Main St',
    address2: null,
    city: 'Town',
    state: 'TX',
    zip: '78701',
    franchisorId: null,
    hasSiblings: false,
    firstOfferTitle: null,
    numberOfOffers: 0,
  };
}

/** A deterministic scatter: a dense town and a sparse county around it. */
function scatter(count: number): MapMerchant[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_unused, index) => {
    const spread = index % 5 === 0 ? 1 : 0.05;
    return merchant(index + 1, 30 + (next() - 0.5) * spread, -97 + (next() - 0.5) * spread);
  });
}

const inBox = (m: MapMerchant, box: Box) =>
  m.latitude >= box.south &&
  m.latitude <= box.north &&
  m.longitude >= box.west &&
  m.longitude <= box.east;

describe('MerchantClusters', () => {
  const merchants = scatter(3000);
  const index = new MerchantClusters(merchants);
  const boxes: Box[] = [
    { south: 29.99, west: -97.01, north: 30.01, east: -96.99 },
    { south: 29.9, west: -97.2, north: 30.05, east: -96.95 },
    { south: 29.5, west: -97.5, north: 30.5, east: -96.5 },
  ];

  it('puts every merchant of the box in exactly one answered cluster or answers it, at every zoom', () => {
    for (const box of boxes) {
      const expected = merchants.filter((m) => inBox(m, box)).map((m) => m.id);
      for (let zoom = 0; zoom <= 20; zoom += 1) {
        const answer = index.inArea(box, zoom);
        const seen = new Map<number, number>();
        for (const one of answer.merchants) {
          expect(inBox(one, box)).toBe(true);
          seen.set(one.id, (seen.get(one.id) ?? 0) + 1);
        }
        for (const cluster of answer.clusters) {
          const members = index.members(cluster.id);
          expect(members).toHaveLength(cluster.count);
          for (const member of members) seen.set(member.id, (seen.get(member.id) ?? 0) + 1);
        }
        for (const id of expected)
          expect(seen.get(id), `merchant ${String(id)} at zoom ${String(zoom)}`).toBe(1);
        // Issue #32 item 6: the list is every merchant of the box, clustered or not.
        expect(answer.inView.count).toBe(expected.length);
        if (expected.length <= MAP_LIST_LIMIT) {
          expect(answer.inView.merchants.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
        }
        if (zoom > CLUSTER_MAX_ZOOM) {
          expect(answer.clusters).toEqual([]);
          expect(answer.merchants.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
        }
      }
    }
  });

  it('lists at most MAP_LIST_LIMIT merchants of a crowded box, those nearest its middle, with the whole count', () => {
    const box = boxes[2]!;
    const inside = merchants.filter((m) => inBox(m, box));
    expect(inside.length).toBeGreaterThan(MAP_LIST_LIMIT);
    const { count, merchants: listed } = index.inArea(box, 8).inView;
    expect(count).toBe(inside.length);
    expect(listed).toHaveLength(MAP_LIST_LIMIT);
    const middle = { latitude: 30, longitude: -97 };
    const away = (m: { latitude: number; longitude: number }) =>
      Math.hypot(
        m.latitude - middle.latitude,
        (m.longitude - middle.longitude) * Math.cos((middle.latitude * Math.PI) / 180),
      );
    const farthestListed = Math.max(...listed.map(away));
    const listedIds = new Set(listed.map((m) => m.id));
    for (const left of inside.filter((m) => !listedIds.has(m.id))) {
      expect(away(left)).toBeGreaterThanOrEqual(farthestListed);
    }
  });
});
