import {
  accountStateSchema,
  CatalogApi,
  favoriteListSchema,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  merchantListSchema,
  urlOf,
  AccountApi,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, logIn } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** A same-origin JSON call without a body, as the web app sends PUT and DELETE. */
function change(
  app: FastifyInstance,
  method: 'PUT' | 'DELETE',
  merchantId: number,
  cookie: string,
) {
  return app.inject({
    method,
    url: urlOf(CatalogApi.addFavorite, { params: { merchantId } }),
    headers: { 'content-type': 'application/json', cookie },
    payload: '{}',
  });
}

async function favoritesOf(cookie: string) {
  const response = await getJson(testApp().app, CatalogApi.getFavorites.path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return favoriteListSchema.parse(response.json());
}

async function stateOf(cookie: string) {
  const response = await getJson(testApp().app, AccountApi.getAccountState.path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return accountStateSchema.parse(response.json());
}

async function twoMerchants() {
  const { db, app } = testApp();
  const { marketId, categoryId } = await createMarketWithMerchants(
    db,
    { latitude: 40.1, longitude: -88.2 },
    [
      { title: 'Luigi’s Bistro', latitude: 40.1, longitude: -88.2, offers: 1 },
      { title: 'Bean There', latitude: 40.11, longitude: -88.21, offers: 1 },
    ],
  );
  const list = merchantListSchema.parse(
    (await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`)).json(),
  );
  const id = (title: string) => list.find((m) => m.title === title)?.id ?? expect.fail(title);
  return { categoryId, luigi: id('Luigi’s Bistro'), bean: id('Bean There') };
}

describe('favourite merchants', () => {
  it('are added and removed idempotently (204), newest first, and read on every session', async () => {
    const { app } = testApp();
    const { user, cookie } = await loggedInMember(testApp());
    const { luigi, bean, categoryId } = await twoMerchants();
    expect(await favoritesOf(cookie)).toEqual([]);

    for (const merchantId of [luigi, luigi, bean]) {
      const added = await change(app, 'PUT', merchantId, cookie);
      expect(added.statusCode, added.body).toBe(204);
      expect(added.body).toBe('');
    }
    const listed = await favoritesOf(cookie);
    expect(listed.map((f) => [f.merchantId, f.name, f.categoryId])).toEqual(
      expect.arrayContaining([
        [luigi, 'Luigi’s Bistro', categoryId],
        [bean, 'Bean There', categoryId],
      ]),
    );
    expect(listed).toHaveLength(2);
    expect((listed[0]?.addedAt ?? '') >= (listed[1]?.addedAt ?? '')).toBe(true);

    // Another device of the same member: the same favourites.
    const otherDevice = await logIn(app, user.email, user.password);
    expect((await stateOf(otherDevice)).favoriteMerchantIds).toEqual(
      [luigi, bean].sort((a, b) => a - b),
    );

    for (let i = 0; i < 2; i += 1) {
      const removed = await change(app, 'DELETE', luigi, otherDevice);
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect((await favoritesOf(cookie)).map((f) => f.merchantId)).toEqual([bean]);
  });

  it('are each member’s own', async () => {
    const { app } = testApp();
    const first = await loggedInMember(testApp());
    const second = await loggedInMember(testApp());
    const { luigi } = await twoMerchants();
    expect((await change(app, 'PUT', luigi, first.cookie)).statusCode).toBe(204);
    expect(await favoritesOf(second.cookie)).toEqual([]);
    expect((await stateOf(second.cookie)).favoriteMerchantIds).toEqual([]);
  });

  it('answer 404 for an unknown merchant and 400 for an id that is no id', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await change(app, method, 2_000_000_000, cookie);
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json()).toEqual({
        code: expect.anything() as unknown,
        message: expect.any(String) as string,
      });
    }
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/account/favorites/abc',
      headers: { 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuse the shared guest (403), which lists none and is told it is the guest', async () => {
    const { app } = testApp();
    const { luigi } = await twoMerchants();
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    for (const method of ['PUT', 'DELETE'] as const) {
      const refused = await change(app, method, luigi, guest);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect(await favoritesOf(guest)).toEqual([]);
    expect(await stateOf(guest)).toEqual({
      redeemedOfferIds: [],
      favoriteMerchantIds: [],
      guest: true,
    });
  });

  it('need a session', async () => {
    const { app } = testApp();
    expect((await getJson(app, CatalogApi.getFavorites.path)).statusCode).toBe(401);
    expect((await getJson(app, AccountApi.getAccountState.path)).statusCode).toBe(401);
  });
});
