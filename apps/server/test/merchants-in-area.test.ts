import { ErrorCode, CatalogApi, InAreaText, inAreaAnswerSchema } from '@citybook/contract';
import type { InAreaAnswer } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createMarketWithMerchants, type PlacedMerchant } from './factories/catalog.ts';
import { getJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const centre = { latitude: 40.0, longitude: -75.0 };

/** A deterministic scatter: dense streets around the centre, a few far out, two at one address. */
function scatter(count: number): PlacedMerchant[] {
  let seed = 17;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const places: PlacedMerchant[] = Array.from({ length: count }, (_unused, index) => ({
    title: `Merchant ${String(index)}`,
    latitude: centre.latitude + (next() - 0.5) * (index % 10 === 0 ? 0.6 : 0.08),
    longitude: centre.longitude + (next() - 0.5) * (index % 10 === 0 ? 0.6 : 0.08),
    offers: 1 + (index % 3),
  }));
  places.push({ title: 'Twin A', latitude: 40.001, longitude: -75.001, franchisor: 'twins' });
  places.push({ title: 'Twin B', latitude: 40.001, longitude: -75.001, franchisor: 'twins' });
  return places;
}

interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

async function inArea(marketId: number, box: Box, zoom: number, extra = ''): Promise<InAreaAnswer> {
  const query = `marketId=${String(marketId)}&south=${String(box.south)}&west=${String(box.west)}&north=${String(box.north)}&east=${String(box.east)}&zoom=${String(zoom)}${extra}`;
  const response = await getJson(testApp().app, `${CatalogApi.getMerchantsInArea.path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return inAreaAnswerSchema.parse(response.json());
}

const inBox = (place: { latitude: number; longitude: number }, box: Box) =>
  place.latitude >= box.south &&
  place.latitude <= box.north &&
  place.longitude >= box.west &&
  place.longitude <= box.east;

const world: Box = { south: -85, west: -180, north: 85, east: 180 };
const street: Box = { south: 39.99, west: -75.012, north: 40.006, east: -74.995 };
const town: Box = { south: 39.97, west: -75.04, north: 40.03, east: -74.96 };

describe('GET /api/merchant/inArea', () => {
  it('zoomed in, answers exactly the merchants in the box, as the brute force finds them', async () => {
    const places = scatter(300);
    const { marketId } = await createMarketWithMerchants(testApp().db, centre, places);

    const answer = await inArea(marketId, street, 18);

    expect(answer.clusters).toEqual([]);
    const expected = places.filter((place) => inBox(place, street)).map((place) => place.title);
    expect(expected.length).toBeGreaterThan(5);
    expect(answer.merchants.map((merchant) => merchant.title).sort()).toEqual(expected.sort());
    const twin = answer.merchants.find((merchant) => merchant.title === 'Twin A');
    expect(twin).toMatchObject({
      latitude: 40.001,
      longitude: -75.001,
      firstOfferTitle: 'Offer 1 of Twin A',
      numberOfOffers: 1,
      hasSiblings: true,
      franchisorId: expect.any(Number),
      address1: expect.stringMatching(/Test St$/),
    });
  });

  it('zoomed out, every merchant is in one cluster or answered, and the counts add up', async () => {
    const places = scatter(300);
    const { marketId } = await createMarketWithMerchants(testApp().db, centre, places);

    const whole = await inArea(marketId, world, 3);
    const total = whole.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(total + whole.merchants.length).toBe(places.length);
    expect(whole.clusters.length).toBeGreaterThan(0);

    for (const zoom of [10, 13, 15, 16]) {
      const answer = await inArea(marketId, town, zoom);
      const answered = answer.merchants.map((merchant) => merchant.title);
      expect(new Set(answered).size).toBe(answered.length);
      // Merchants one by one are exactly those in the box that no cluster holds.
      expect(
        answered.every((title) =>
          inBox(
            places.find((p) => p.title === title)!,
            town,
          ),
        ),
      ).toBe(true);
      const inside = places.filter((place) => inBox(place, town)).length;
      const clustered = answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
      expect(clustered + answered.length).toBeGreaterThanOrEqual(inside);
      for (const cluster of answer.clusters) {
        expect(cluster.count).toBeGreaterThan(1);
        expect(cluster.expansionZoom).toBeGreaterThan(zoom);
        expect(cluster.expansionZoom).toBeLessThanOrEqual(17);
      }
    }
    // Issue #32 item 6: zoomed out, the list still holds every merchant of the box.
    const zoomedOut = await inArea(marketId, town, 10);
    const insideTown = places.filter((place) => inBox(place, town)).map((place) => place.title);
    expect(zoomedOut.clusters.length).toBeGreaterThan(0);
    expect(zoomedOut.inView.count).toBe(insideTown.length);
    expect(zoomedOut.inView.merchants.map((merchant) => merchant.title).sort()).toEqual(
      insideTown.sort(),
    );
    // Two merchants at one address stay a cluster until street level, then come apart.
    const twins = await inArea(
      marketId,
      { south: 40.0, west: -75.002, north: 40.002, east: -75.0 },
      16,
    );
    expect(twins.clusters.some((cluster) => cluster.expansionZoom === 17)).toBe(true);
  });

  it('answers only the categories asked for', async () => {
    const { marketId, categoryId } = await createMarketWithMerchants(
      testApp().db,
      centre,
      scatter(20),
    );
    const mine = await inArea(marketId, world, 18, `&categoryIds=${String(categoryId)}`);
    expect(mine.merchants).toHaveLength(22);
    const other = await inArea(marketId, world, 18, `&categoryIds=${String(categoryId + 1000)}`);
    expect(other).toEqual({ clusters: [], merchants: [], inView: { count: 0, merchants: [] } });
  });

  it('rebuilds its index when an import changes the catalogue version', async () => {
    const { db } = testApp();
    const first = await createMarketWithMerchants(db, centre, scatter(10));
    expect((await inArea(first.marketId, world, 18)).merchants).toHaveLength(12);

    // The same market imported again with one more merchant: a new catalogue version.
    const { importCatalog } =
      await import('../src/modules/catalog/services/import/import-catalog-service.ts');
    const market = await db
      .selectFrom('market')
      .selectAll()
      .where('id', '=', first.marketId)
      .executeTakeFirstOrThrow();
    const category = await db
      .selectFrom('category')
      .select('slug')
      .where('id', '=', first.categoryId)
      .executeTakeFirstOrThrow();
    await importCatalog(
      db,
      {
        markets: [],
        franchisors: [],
        merchants: [
          {
            slug: `${first.slug}-late`,
            market: market.slug,
            category: category.slug,
            franchisor: null,
            title: 'Late Arrival',
            latitude: 40.0,
            longitude: -75.0,
            address1: '1 New St',
            city: 'Testville',
            state: 'TX',
            zip: '78701',
            telephone: null,
            website: null,
            adSpotOfferExpirationDate: null,
          },
        ],
        offers: [],
      },
      'test',
    );

    const after = await inArea(first.marketId, world, 18);
    expect(after.merchants).toHaveLength(13);
    expect(after.merchants.find((merchant) => merchant.title === 'Late Arrival')).toMatchObject({
      firstOfferTitle: null,
      numberOfOffers: 0,
    });
  });

  it('refuses a bad box or zoom with a clear 400, never a 5xx', async () => {
    const { app } = testApp();
    const { marketId } = await createMarketWithMerchants(testApp().db, centre, scatter(3));
    const base = `${CatalogApi.getMerchantsInArea.path}?marketId=${String(marketId)}`;
    const cases: [string, RegExp][] = [
      ['&south=40&west=-75&north=39&east=-74&zoom=12', new RegExp(InAreaText.southOfNorth)],
      ['&south=40&west=-75&north=40&east=-74&zoom=12', new RegExp(InAreaText.southOfNorth)],
      ['&south=40&west=170&north=41&east=-170&zoom=12', /antimeridian/],
      ['&south=-91&west=-75&north=40&east=-74&zoom=12', /south/],
      ['&south=39&west=-75&north=40&east=181&zoom=12', /east/],
      ['&south=39&west=-75&north=40&east=-74&zoom=23', /zoom/],
      ['&south=39&west=-75&north=40&east=-74&zoom=1.5', /zoom/],
      ['&south=39&west=-75&north=40&east=-74', /zoom/],
      ['&south=abc&west=-75&north=40&east=-74&zoom=3', /south/],
      ['&south=39&west=-75&north=40&east=-74&zoom=3&categoryIds=1,,2', /categoryIds/],
      ['&south=39&west=-75&north=40&east=-74&zoom=3&categoryIds=1;drop', /categoryIds/],
    ];
    for (const [query, message] of cases) {
      const response = await getJson(app, `${base}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        code: ErrorCode.validation,
        message: expect.stringMatching(message),
      });
    }
    const unknown = await getJson(
      app,
      `${CatalogApi.getMerchantsInArea.path}?marketId=999999&south=39&west=-75&north=40&east=-74&zoom=3`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
