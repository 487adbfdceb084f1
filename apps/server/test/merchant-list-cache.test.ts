import {
  merchantListSchema,
  profileSchema,
  type Merchant,
  ActivationApi,
  CatalogApi,
  RedemptionApi,
} from '@citybook/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCodes } from './factories/edition.ts';
import { VersionedCache } from '../src/lib/versioned-cache.ts';
import {
  merchantListCache,
  renderedList,
} from '../src/modules/catalog/services/merchant-list-service.ts';
import { findNearbyMerchants } from '../src/modules/catalog/repositories/merchant-repo.ts';
import { toMerchants } from '../src/modules/catalog/services/merchant-service.ts';
import { nearestPerFranchise } from '../src/lib/nearby.ts';
import { findMarket } from '../src/modules/market/repositories/market-repo.ts';
import { createMarketWithMerchants, type PlacedMerchant } from './factories/catalog.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** The merchant lists' cache, with room for `maxSize` (about bytes). */
const listCacheOf = (maxSize: number) => new VersionedCache({ ...merchantListCache, maxSize });

const centre = { latitude: 35.1, longitude: -90.0, radiusMiles: 10 };
const places: PlacedMerchant[] = [
  { title: 'Chain North', latitude: 35.15, longitude: -90.0, franchisor: 'chain', offers: 3 },
  { title: 'Chain South', latitude: 35.05, longitude: -90.0, franchisor: 'chain', offers: 2 },
  { title: 'Corner Deli', latitude: 35.1, longitude: -90.02, offers: 1 },
  { title: 'Lonely Chain', latitude: 35.11, longitude: -89.98, franchisor: 'solo', offers: 2 },
  { title: 'Far Away', latitude: 36.0, longitude: -90.0, offers: 1 },
];

async function list(url: string, cookie?: string): Promise<Merchant[]> {
  const response = await getJson(testApp().app, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return merchantListSchema.parse(response.json());
}

/** A member activated with a book code who redeemed the first offer of the named merchant. */
async function memberWhoRedeemed(marketId: number, title: string) {
  const { app, db } = testApp();
  const { cookie } = await loggedInMember(testApp());
  const { codes } = await createCodes(db, { count: 1 });
  const profile = profileSchema.parse(
    (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
  );
  const merchants = await list(`${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`);
  const offer = merchants.find((m) => m.title === title)?.offers[0];
  const voucherId = profile.activationVoucherId ?? Number.NaN;
  const redeemed = await postJson(
    app,
    RedemptionApi.redeem.path,
    { offerId: offer?.id, activationVoucherId: voucherId },
    cookie,
  );
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  return { cookie, voucherId, offerId: offer?.id };
}

describe('whole merchant lists from the rendered-list cache', () => {
  it('answer exactly what the lists built row by row give, for a member with a redemption', async () => {
    const { db } = testApp();
    const { marketId, categoryId } = await createMarketWithMerchants(db, centre, places);
    const { cookie, voucherId } = await memberWhoRedeemed(marketId, 'Chain South');
    const market = (await findMarket(db, marketId)) ?? expect.fail('market');
    const from = { latitude: 35.12, longitude: -90.01 };
    const area = { centre: market, radiusMiles: market.radiusMiles };
    const franchisorId = (
      await list(`${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`)
    ).find((m) => m.title === 'Chain North')?.franchisorId;
    const near = `latitude=${String(from.latitude)}&longitude=${String(from.longitude)}`;

    const cases = [
      {
        url: `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(marketId)}&categoryId=${String(categoryId)}&${near}`,
        rows: () => findNearbyMerchants(db, { marketId, categoryId }, { point: from, area }),
      },
      {
        url: `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`,
        rows: () => findNearbyMerchants(db, { marketId }, { point: market, area }),
      },
      {
        url: `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&ignoreMarketRadius=true&groupByFranchisor=true&${near}`,
        rows: async () =>
          nearestPerFranchise(
            await findNearbyMerchants(db, { marketId }, { point: from, area: null }),
            (row) => row.franchisor_id,
          ),
      },
      {
        url: `${CatalogApi.getMerchantsByFranchisor.path}?marketId=${String(marketId)}&franchisorId=${String(franchisorId)}&${near}`,
        rows: () =>
          findNearbyMerchants(
            db,
            { marketId, franchisorId: franchisorId ?? undefined },
            { point: from, area: null },
          ),
      },
    ];
    for (const { url, rows } of cases) {
      const expected = await toMerchants(db, await rows(), voucherId);
      expect(expected.length).toBeGreaterThan(0);
      // Twice: the first answer renders the list, the second comes from memory.
      for (let round = 0; round < 2; round++)
        expect(await list(url, cookie), url).toEqual(expected);
    }
    const redeemedTitles = (await list(cases[1]?.url ?? '', cookie)).flatMap((m) =>
      m.offers.filter((o) => o.redeemed).map(() => m.title),
    );
    expect(redeemedTitles).toEqual(['Chain South']);
    // Someone else, and nobody, see nothing redeemed in the same cached list.
    const other = await loggedInMember(testApp());
    for (const who of [other.cookie, undefined]) {
      const theirs = await list(cases[1]?.url ?? '', who);
      expect(theirs.flatMap((m) => m.offers).some((o) => o.redeemed)).toBe(false);
    }
  });

  it('answers an empty list as []', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const empty = await db
      .selectFrom('category')
      .select('id')
      .where('slug', '!=', 'dining')
      .executeTakeFirstOrThrow();
    const url = `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(marketId)}&categoryId=${String(empty.id)}`;
    const response = await getJson(testApp().app, url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
  });

  it('shows any change to merchants, offers or franchises in the next answer', async () => {
    const { db } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const url = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&ignoreMarketRadius=true`;
    const titles = async () => (await list(url)).map((m) => m.title).sort();
    const before = await list(url);
    expect(before.map((m) => m.title)).toContain('Corner Deli');

    const deli = before.find((m) => m.title === 'Corner Deli') ?? expect.fail('deli');
    await db
      .updateTable('merchant')
      .set({ title: 'Corner Deli & Bakery' })
      .where('id', '=', deli.id)
      .execute();
    expect(await titles()).toContain('Corner Deli & Bakery');

    const offerId = deli.offers[0]?.id ?? expect.fail('offer');
    await db.updateTable('offer').set({ savings_cents: 4250 }).where('id', '=', offerId).execute();
    const deliAfter = (await list(url)).find((m) => m.id === deli.id);
    expect(deliAfter?.offers[0]?.savings).toBe(42.5);

    await db.deleteFrom('offer').where('id', '=', offerId).execute();
    expect((await list(url)).find((m) => m.id === deli.id)?.numberOfOffers).toBe(0);

    const far = before.find((m) => m.title === 'Far Away') ?? expect.fail('far');
    await db.deleteFrom('merchant').where('id', '=', far.id).execute();
    expect(await titles()).not.toContain('Far Away');

    // Deleting the franchisor leaves its locations without one.
    const chain = before.find((m) => m.title === 'Chain North') ?? expect.fail('chain');
    expect(chain.hasSiblings).toBe(true);
    await db
      .deleteFrom('franchisor')
      .where('id', '=', chain.franchisorId ?? -1)
      .execute();
    const chainAfter = (await list(url)).find((m) => m.id === chain.id);
    expect(chainAfter).toMatchObject({ franchisorId: null, hasSiblings: false });
  });

  it('sees a change another server made to the same database', async () => {
    const { app, db, databaseUrl } = testApp();
    const { marketId } = await createMarketWithMerchants(db, centre, places);
    const url = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}`;
    const other = await createTestApp({ config: { DATABASE_URL: databaseUrl } });
    try {
      const seenByOther = async () =>
        merchantListSchema.parse((await getJson(other.app, url)).json()).map((m) => m.title);
      expect(await seenByOther()).toContain('Corner Deli');
      const deli = (await list(url)).find((m) => m.title === 'Corner Deli') ?? expect.fail('deli');
      await db
        .updateTable('merchant')
        .set({ title: 'Renamed Deli' })
        .where('id', '=', deli.id)
        .execute();
      expect(await seenByOther()).toContain('Renamed Deli');
      expect((await list(url)).map((m) => m.title)).toContain('Renamed Deli');
    } finally {
      await other.app.close();
    }
    void app;
  });

  it('renders each list once per catalogue version, however many ask at once', async () => {
    const { db } = testApp();
    const { marketId, categoryId } = await createMarketWithMerchants(db, centre, places);
    const cache = listCacheOf(10_000_000);
    const statements: string[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode') statements.push(args.queryId.queryId);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const lists = await Promise.all(
      Array.from({ length: 10 }, () =>
        renderedList({ db: counted, listCache: cache }, { marketId, categoryId }),
      ),
    );
    expect(new Set(lists).size).toBe(1);
    const afterFirst = statements.length;
    await renderedList({ db: counted, listCache: cache }, { marketId, categoryId });
    // From memory: only the version is read.
    expect(statements.length - afterFirst).toBe(1);
    expect(cache.stats.entries).toBe(1);
    await sql`update catalog_version set version = version + 1`.execute(db);
    const renderedAgain = await renderedList(
      { db: counted, listCache: cache },
      { marketId, categoryId },
    );
    expect(renderedAgain).not.toBe(lists[0]);
    expect(cache.stats.entries).toBe(1);
  });

  it('keeps within its memory budget, dropping the least recently used list first', async () => {
    const { db } = testApp();
    const markets = await Promise.all(
      [0, 1, 2].map(() => createMarketWithMerchants(db, centre, places.slice(0, 3))),
    );
    const [a, b, c] = markets.map((m) => ({ marketId: m.marketId }));
    if (!a || !b || !c) return expect.fail('markets');
    const sizeOf = async (filter: { marketId: number }) => {
      const probe = listCacheOf(Number.MAX_SAFE_INTEGER);
      await renderedList({ db, listCache: probe }, filter);
      return probe.stats.totalSize;
    };
    const [sizeA, sizeB, sizeC] = await Promise.all([a, b, c].map(sizeOf));
    if (!sizeA || !sizeB || !sizeC) return expect.fail('sizes');

    // Room for two of the three lists.
    const cache = listCacheOf(sizeA + sizeB + sizeC - 1);
    const merchants = (filter: { marketId: number }) =>
      renderedList({ db, listCache: cache }, filter);
    const first = await merchants(a);
    await merchants(b);
    expect(await merchants(a)).toBe(first); // a is now the most recently used
    await merchants(c); // b goes
    expect(cache.stats).toEqual({ entries: 2, totalSize: sizeA + sizeC, loads: 3 });
    expect(await merchants(a)).toBe(first);

    const tooSmall = listCacheOf(sizeA - 1);
    await renderedList({ db, listCache: tooSmall }, a);
    expect(tooSmall.stats).toEqual({ entries: 0, totalSize: 0, loads: 1 });
  });
});
