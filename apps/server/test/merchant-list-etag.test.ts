import {
  accountStateSchema,
  ActivationApi,
  CatalogApi,
  MarketApi,
  merchantListSchema,
  merchantSchema,
  profileSchema,
  urlOf,
  RedemptionApi,
  AccountApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createCodes } from './factories/edition.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const centre = { latitude: 41.2, longitude: -95.9, radiusMiles: 10 };
const places = [
  { title: 'Chain North', latitude: 41.25, longitude: -95.9, franchisor: 'chain', offers: 2 },
  { title: 'Chain South', latitude: 41.15, longitude: -95.9, franchisor: 'chain', offers: 1 },
  { title: 'Corner Deli', latitude: 41.2, longitude: -95.92, offers: 1 },
];

function get(url: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({ method: 'GET', url, headers });
}

/** A member with a book activation who redeemed the first offer of the market's first merchant. */
async function memberWhoRedeemed(marketId: number) {
  const { app, db } = testApp();
  const { cookie } = await loggedInMember(testApp());
  const { codes } = await createCodes(db, { count: 1 });
  const profile = profileSchema.parse(
    (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
  );
  const merchants = merchantListSchema.parse(
    (await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`)).json(),
  );
  const offerId = merchants[0]?.offers[0]?.id ?? expect.fail('an offer');
  const redeemed = await postJson(
    app,
    RedemptionApi.redeem.path,
    { offerId, activationVoucherId: profile.activationVoucherId },
    cookie,
  );
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  return { cookie, offerId };
}

describe('shared merchant lists over HTTP (issue #17 item 5)', () => {
  it('are the same bytes and ETag for every member, revalidated with a 304 without a body', async () => {
    const { db } = testApp();
    const { marketId, categoryId } = await createMarketWithMerchants(db, centre, places);
    const { cookie, offerId } = await memberWhoRedeemed(marketId);
    const other = await loggedInMember(testApp());
    const m = String(marketId);
    const franchisorId =
      merchantListSchema
        .parse((await get(`${CatalogApi.getAllMerchants.path}?marketId=${m}`)).json())
        .find((merchant) => merchant.franchisorId !== null)?.franchisorId ?? expect.fail('chain');
    const urls = [
      `${CatalogApi.getAllMerchants.path}?marketId=${m}&shared=true`,
      `${CatalogApi.getAllMerchants.path}?marketId=${m}&limit=2&shared=true`,
      `${CatalogApi.getMerchantsInCategory.path}?marketId=${m}&categoryId=${String(categoryId)}&latitude=41.2&longitude=-95.9&shared=true`,
      `${CatalogApi.getMerchantsByFranchisor.path}?marketId=${m}&franchisorId=${String(franchisorId)}&shared=true`,
    ];
    const tags = new Set<string>();
    for (const url of urls) {
      const mine = await get(url, { cookie });
      const theirs = await get(url, { cookie: other.cookie });
      const anonymous = await get(url);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      const tag = String(mine.headers.etag);
      expect(tag).toMatch(/^W\/".+"$/);
      for (const answer of [theirs, anonymous]) {
        expect(answer.headers.etag).toBe(tag);
        expect(answer.body).toBe(mine.body);
      }
      // Shared: nobody's redeemed flags.
      const offers = merchantListSchema.parse(mine.json()).flatMap((merchant) => merchant.offers);
      expect(offers.every((offer) => !offer.redeemed)).toBe(true);
      expect((await get(url, { cookie })).headers.etag).toBe(tag);

      const revalidated = await get(url, { cookie, 'if-none-match': tag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(tag);
      expect((await get(url, { 'if-none-match': 'W/"0-other"' })).statusCode).toBe(200);
      tags.add(tag);
    }
    // Each list and query has its own tag.
    expect(tags.size).toBe(urls.length);

    // The member's own state comes from one small call.
    const state = accountStateSchema.parse(
      (await getJson(testApp().app, AccountApi.getAccountState.path, cookie)).json(),
    );
    expect(state).toEqual({ redeemedOfferIds: [offerId], favoriteMerchantIds: [], guest: false });
  });

  it('keep the old shape by default: the asker’s redeemed flags, no ETag, stored by no cache', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const { cookie, offerId } = await memberWhoRedeemed(marketId);
    const answer = await get(`${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`, {
      cookie,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBeUndefined();
    // Issue 27 finding 6: the flags must not outlive the session in the browser's HTTP cache.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const offer = merchantListSchema
      .parse(answer.json())
      .flatMap((merchant) => merchant.offers)
      .find((o) => o.id === offerId);
    expect(offer?.redeemed).toBe(true);
  });

  it('answer a merchant with the asker’s flags private, no-store; the catalogue alone no-cache (issue 27)', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const { cookie, offerId } = await memberWhoRedeemed(marketId);
    const merchantId =
      merchantListSchema
        .parse(
          (await get(`${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`)).json(),
        )
        .find((merchant) => merchant.offers.some((o) => o.id === offerId))?.id ??
      expect.fail('the merchant of the redeemed offer');
    const merchant = await get(
      urlOf(CatalogApi.getMerchant, { params: { id: merchantId }, query: {} }),
      {
        cookie,
      },
    );
    expect(merchant.statusCode, merchant.body).toBe(200);
    expect(
      merchantSchema.parse(merchant.json()).offers.find((o) => o.id === offerId)?.redeemed,
    ).toBe(true);
    expect(merchant.headers['cache-control']).toBe('private, no-store');

    // Every answer that reads the session is the asker's; one that does not stays revalidated.
    const asked = [
      [AccountApi.getAccountState.path, 'private, no-store'],
      [AccountApi.getProfile.path, 'private, no-store'],
      [RedemptionApi.getRedemptions.path, 'private, no-store'],
      [`${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`, 'private, no-store'],
      [
        `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&shared=true`,
        'private, no-cache',
      ],
      [MarketApi.getMarkets.path, 'no-cache'],
    ] as const;
    for (const [url, cacheControl] of asked) {
      const answer = await get(url, { cookie });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(cacheControl);
    }
  });

  it('get a new ETag after an import changes the catalogue, and the old one no longer matches', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const url = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&shared=true`;
    const before = String((await get(url)).headers.etag);
    await createMarketWithMerchants(db, centre, places);
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect((await get(url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });
});
