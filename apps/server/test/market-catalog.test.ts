import { categoryListSchema, ErrorCode, marketListSchema } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('GET /api/market/getall', () => {
  it('lists the demo markets with their centres, by title', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/api/market/getall' });
    expect(response.statusCode).toBe(200);
    const markets = marketListSchema.parse(response.json());
    expect(markets.length).toBeGreaterThanOrEqual(3);
    expect(markets.map((m) => m.title)).toEqual([...markets.map((m) => m.title)].sort());
    expect(markets.find((m) => m.title === 'Austin, TX')).toMatchObject({
      latitude: 30.2672,
      longitude: -97.7431,
    });
  });
});

describe('GET /api/category/getall/{marketId}', () => {
  it('lists the categories of a market in display order with their icons', async () => {
    const { app } = testApp();
    const [market] = marketListSchema.parse(
      (await app.inject({ url: '/api/market/getall' })).json(),
    );
    const response = await app.inject({ url: `/api/category/getall/${market?.id}` });
    expect(response.statusCode).toBe(200);
    const categories = categoryListSchema.parse(response.json());
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0]).toMatchObject({ title: 'Dining', icon1: '/icons/categories/dining.svg' });
  });

  it('answers 404 for an unknown market', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/api/category/getall/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
  });

  it.each(['abc', '-1', '1.5', '0'])('answers 400 for the market id %j', async (id) => {
    const { app } = testApp();
    const response = await app.inject({ url: `/api/category/getall/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: expect.stringContaining('marketId'),
    });
  });
});
