import {
  ErrorCode,
  merchantListSchema,
  merchantSchema,
  mobileAdListSchema,
  type Merchant,
  CatalogApi,
  urlOf,
  MarketApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { demoMarkets } from '../src/db/seed/demo-markets.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { getJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** An independent great-circle distance (spherical law of cosines), to check the server's. */
function referenceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.cos((b.longitude - a.longitude) * rad);
  return 3958.8 * Math.acos(Math.min(1, Math.max(-1, cos)));
}

const centre = { latitude: 41.88, longitude: -87.63 };
// Scattered around the centre at known offsets; the last one is outside a 10-mile market.
const places = [
  { title: 'North 3', latitude: 41.923, longitude: -87.63 },
  { title: 'East 1', latitude: 41.88, longitude: -87.61 },
  { title: 'South 6', latitude: 41.793, longitude: -87.63 },
  { title: 'West 2', latitude: 41.88, longitude: -87.67 },
  { title: 'Far 40', latitude: 42.46, longitude: -87.63 },
];

async function list(url: string, query: Record<string, string | number | boolean | undefined>) {
  const { app } = testApp();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.set(key, String(value));
  const response = await getJson(app, `${url}?${search.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return merchantListSchema.parse(response.json());
}

describe('merchant lists', () => {
  it('sorts nearest first with great-circle miles matching an independent computation', async () => {
    const { db } = testApp();
    const { marketId, categoryId } = await createMarketWithMerchants(
      db,
      { ...centre, radiusMiles: 10 },
      places,
    );
    const from = { latitude: 41.9, longitude: -87.64 };

    const merchants = await list(CatalogApi.getMerchantsInCategory.path, {
      marketId,
      categoryId,
      ...from,
    });

    const expected = places
      .filter((p) => referenceMiles(centre, p) <= 10)
      .map((p) => ({ title: p.title, miles: referenceMiles(from, p) }))
      .sort((a, b) => a.miles - b.miles);
    expect(merchants.map((m) => m.title)).toEqual(expected.map((e) => e.title));
    merchants.forEach((merchant, index) => {
      expect(merchant.distance).toBeCloseTo(expected[index]!.miles, 1);
    });
  });

  it("keeps getAll inside the market's area unless ignoreMarketRadius", async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(
      db,
      { ...centre, radiusMiles: 10 },
      places,
    );
    const inside = await list(CatalogApi.getAllMerchants.path, { marketId });
    expect(inside.map((m) => m.title)).not.toContain('Far 40');
    expect(inside).toHaveLength(4);
    const everywhere = await list(CatalogApi.getAllMerchants.path, {
      marketId,
      ignoreMarketRadius: true,
    });
    expect(everywhere.map((m) => m.title)).toContain('Far 40');
  });

  it('measures from the market centre when the position is unknown (absent or 0,0)', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(
      db,
      { ...centre, radiusMiles: 10 },
      places,
    );
    for (const query of [{ marketId }, { marketId, latitude: 0, longitude: 0 }]) {
      const merchants = await list(CatalogApi.getAllMerchants.path, query);
      expect(merchants[0]?.title).toBe('East 1');
      expect(merchants[0]?.distance).toBeCloseTo(referenceMiles(centre, places[1]!), 1);
    }
  });

  it('returns a nearby-first page with limit, the same as the head of the full list', async () => {
    const { db } = testApp();
    const grid = Array.from({ length: 60 }, (_unused, i) => ({
      title: `Grid ${i}`,
      latitude: centre.latitude + ((i % 10) - 5) * 0.03,
      longitude: centre.longitude + (Math.floor(i / 10) - 3) * 0.04,
    }));
    const { marketId } = await createMarketWithMerchants(db, centre, grid);
    const from = { latitude: 41.9, longitude: -87.6 };
    const all = await list(CatalogApi.getAllMerchants.path, { marketId, ...from });
    const page = await list(CatalogApi.getAllMerchants.path, { marketId, ...from, limit: 7 });
    expect(page.map((m) => m.id)).toEqual(all.slice(0, 7).map((m) => m.id));
  });

  it('groups by franchisor: the nearest location stands for the franchise, with hasSiblings', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, [
      { title: 'Chain A', latitude: 41.9, longitude: -87.63, franchisor: 'chain' },
      { title: 'Chain B', latitude: 41.88, longitude: -87.631, franchisor: 'chain' },
      { title: 'Chain C', latitude: 41.8, longitude: -87.63, franchisor: 'chain' },
      { title: 'Solo', latitude: 41.87, longitude: -87.63 },
    ]);
    const grouped = await list(CatalogApi.getAllMerchants.path, {
      marketId,
      groupByFranchisor: true,
    });
    expect(grouped.map((m) => m.title)).toEqual(['Chain B', 'Solo']);
    expect(grouped[0]).toMatchObject({ hasSiblings: true, franchisorId: expect.any(Number) });
    expect(grouped[1]).toMatchObject({ hasSiblings: false, franchisorId: null });

    const siblings = await list(CatalogApi.getMerchantsByFranchisor.path, {
      marketId,
      franchisorId: grouped[0]!.franchisorId!,
      latitude: 41.9,
      longitude: -87.63,
    });
    expect(siblings.map((m) => m.title)).toEqual(['Chain A', 'Chain B', 'Chain C']);
  });

  it('carries every field of CATALOG-6, the offers and their count', async () => {
    const { app, db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, [
      { title: 'Many Offers', latitude: 41.88, longitude: -87.63, offers: 3 },
    ]);
    const [merchant] = await list(CatalogApi.getAllMerchants.path, { marketId });
    expect(merchant).toMatchObject({
      numberOfOffers: 3,
      telephone: '5125550100',
      website: 'www.test.example',
    });
    expect(merchant!.offers.map((o) => o.title)).toEqual([
      'Offer 1 of Many Offers',
      'Offer 2 of Many Offers',
      'Offer 3 of Many Offers',
    ]);
    expect(merchant!.offers[0]).toMatchObject({
      redeemed: false,
      savings: 5,
      exclusion: 'One per visit.',
      redemptionDataTypeCode: 1,
    });

    const one = await getJson(
      app,
      urlOf(CatalogApi.getMerchant, { params: { id: merchant!.id }, query: {} }),
    );
    expect(merchantSchema.parse(one.json())).toMatchObject({
      id: merchant!.id,
      distance: 0,
      numberOfOffers: 3,
    });
  });

  it('answers 404 for unknown ids and 400 for bad parameters', async () => {
    const { app } = testApp();
    const notFound = [
      urlOf(CatalogApi.getMerchant, { params: { id: 999999 }, query: {} }),
      `${CatalogApi.getAllMerchants.path}?marketId=999999`,
      `${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=999999`,
      urlOf(CatalogApi.getMobileAds, { params: { marketId: 999999 } }),
    ];
    for (const url of notFound) {
      const response = await getJson(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
    }
    const bad = [
      urlOf(CatalogApi.getMerchant, { params: { id: 'abc' }, query: {} }),
      `${CatalogApi.getAllMerchants.path}?marketId=abc`,
      `${CatalogApi.getAllMerchants.path}`,
      `${CatalogApi.getAllMerchants.path}?marketId=1&latitude=91`,
      `${CatalogApi.getAllMerchants.path}?marketId=1&longitude=-181`,
      `${CatalogApi.getAllMerchants.path}?marketId=1&groupByFranchisor=yes`,
      `${CatalogApi.getAllMerchants.path}?marketId=1&limit=0`,
      `${CatalogApi.getMerchantsInCategory.path}?marketId=1`,
      `${CatalogApi.getMerchantsByFranchisor.path}?marketId=1&franchisorId=x`,
    ];
    for (const url of bad) {
      const response = await getJson(app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.validation });
    }
  });
});

describe('demo catalogue', () => {
  it('has 300+ merchants per market, franchises of 3+ locations, 1–4 offers, expired books and ads', async () => {
    const { app } = testApp();
    const demoTitles = new Set<string>(demoMarkets.map((m) => m.title));
    const markets = (await getJson(app, MarketApi.getMarkets.path))
      .json<{ id: number; title: string }[]>()
      .filter((m) => demoTitles.has(m.title));
    expect(markets.length).toBeGreaterThanOrEqual(3);
    for (const market of markets) {
      const merchants: Merchant[] = await list(CatalogApi.getAllMerchants.path, {
        marketId: market.id,
      });
      expect(merchants.length).toBeGreaterThanOrEqual(300);
      expect(merchants.every((m) => m.numberOfOffers >= 1 && m.numberOfOffers <= 4)).toBe(true);
      const franchises = new Map<number, number>();
      for (const m of merchants)
        if (m.franchisorId)
          franchises.set(m.franchisorId, (franchises.get(m.franchisorId) ?? 0) + 1);
      expect([...franchises.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(3);
      expect(
        merchants.some((m) =>
          m.offers.some((o) => o.adSpotOfferExpirationDate! < new Date().toISOString()),
        ),
      ).toBe(true);
      const ads = mobileAdListSchema.parse(
        (
          await getJson(app, urlOf(CatalogApi.getMobileAds, { params: { marketId: market.id } }))
        ).json(),
      );
      expect(ads.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('serves the generated logos and ad images as SVG', async () => {
    const { app } = testApp();
    const logo = await getJson(app, '/media/logo.svg?text=A%3C&hue=120');
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('A&#60;');
    const ad = await getJson(app, '/media/ad.svg?title=Hi&subtitle=There');
    expect(ad.statusCode).toBe(200);
  });
});
