import { ErrorCode, marketSchema, MarketApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { getJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({ config: { DEFAULT_MARKET: 'austin' } });

async function byGeolocation(latitude: number | string, longitude: number | string) {
  const { app } = testApp();
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return getJson(app, `${MarketApi.getMarketByGeolocation.path}?${query.toString()}`);
}

describe('GET /api/market/get/{marketId}', () => {
  it('answers a market with the time zone its offers follow, or 404', async () => {
    const { app } = testApp();
    const denver = (await byGeolocation(39.75, -105)).json<{ id: number }>();
    const response = await getJson(
      app,
      urlOf(MarketApi.getMarket, { params: { marketId: denver.id } }),
    );
    expect(marketSchema.parse(response.json())).toMatchObject({
      title: 'Denver, CO',
      timeZone: 'America/Denver',
    });
    const missing = await getJson(
      app,
      urlOf(MarketApi.getMarket, { params: { marketId: 999999 } }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});

describe('GET /api/market/getByGeolocation', () => {
  it('answers the market whose area contains the point', async () => {
    expect((await byGeolocation(39.68, -104.96)).json()).toMatchObject({ title: 'Denver, CO' });
    expect((await byGeolocation(36.1, -86.7)).json()).toMatchObject({ title: 'Nashville, TN' });
  });

  it('answers the default market for zero coordinates or a point outside every market', async () => {
    expect((await byGeolocation(0, 0)).json()).toMatchObject({ title: 'Austin, TX' });
    expect((await byGeolocation(47.6, -122.3)).json()).toMatchObject({ title: 'Austin, TX' });
  });

  it.each([
    [91, 0],
    [0, -181],
    ['north', 0],
  ])('refuses the coordinates %j, %j', async (latitude, longitude) => {
    const response = await byGeolocation(latitude, longitude);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation });
  });
});
