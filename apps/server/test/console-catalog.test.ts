import { randomUUID } from 'node:crypto';
import {
  categoryIconPath,
  CatalogApi,
  CatalogConsoleApi,
  categoryListSchema,
  ErrorCode,
  MarketApi,
  MarketConsoleApi,
  marketListSchema,
  merchantListSchema,
  merchantSchema,
  searchResultListSchema,
  urlOf,
  type Endpoint,
  type MerchantForm,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryEditors,
  franchisorEditors,
  merchantEditors,
  merchantGrid,
} from '../src/modules/catalog/index.ts';
import { marketEditors } from '../src/modules/market/index.ts';
import type { EditContext } from '../src/lib/edited-rows.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { aMerchantForm } from './factories/catalog.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const editor = { staffId: 7, email: 'editor@example.test' };

function context(now = new Date()): EditContext {
  return { db: testApp().db, actor: editor, requestId: `req-${randomUUID()}`, now };
}

const tag = () => randomUUID().slice(0, 8);

/** A refusal of the service: its status, code and the field the contract shows it on. */
async function refusal(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => expect.fail('the call was not refused'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw error;
  return { status: error.statusCode, code: error.code };
}

async function auditRows(objectType: string, objectId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
}

/** A live market and category of their own, and the form of a merchant in them. */
async function setting() {
  const t = tag();
  const market = await marketEditors.create(context(), {
    slug: `market-${t}`,
    title: `Market ${t}`,
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 20,
    timeZone: 'America/Chicago',
  });
  const category = await categoryEditors.create(context(), {
    slug: `category-${t}`,
    title: `Category ${t}`,
    icon: categoryIconPath('dining'),
    sortOrder: 5,
  });
  const form: MerchantForm = {
    slug: `merchant-${t}`,
    title: `Zanzibar Grill ${t}`,
    marketId: market.id,
    categoryId: category.id,
    franchisorId: null,
    latitude: 30.27,
    longitude: -97.74,
    address1: '100 Congress Ave',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    telephone: '(512) 555-0100',
    website: 'https://zanzibar.example',
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    appStoreUrl: '',
    playStoreUrl: '',
  };
  return { t, market, category, form };
}

function get(url: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({ method: 'GET', url, headers });
}

const categoryList = (marketId: number, categoryId: number) =>
  urlOf(CatalogApi.getMerchantsInCategory, {
    query: {
      marketId,
      categoryId,
      latitude: 30.27,
      longitude: -97.74,
      limit: undefined,
      shared: 'true',
    },
  });

async function listed(marketId: number, categoryId: number) {
  const response = await get(categoryList(marketId, categoryId));
  expect(response.statusCode).toBe(200);
  return {
    etag: String(response.headers.etag),
    titles: merchantListSchema.parse(response.json()).map((merchant) => merchant.title),
  };
}

async function searched(marketId: number, q: string) {
  const response = await get(`/api/search?marketId=${String(marketId)}&q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return searchResultListSchema.parse(response.json()).map((result) => result.title);
}

/** A body each write endpoint would take, so that only the missing session refuses it. */
function validBodyOf(endpoint: Endpoint): unknown {
  const revision = endpoint.method === 'PUT' ? { revision: 1 } : {};
  if (endpoint.path.endsWith('/retired')) return { retired: true, revision: 1 };
  if (endpoint.path.startsWith('/api/console/markets'))
    return {
      slug: 'anonymous',
      title: 'Anonymous',
      latitude: 30,
      longitude: -97,
      radiusMiles: 10,
      timeZone: 'America/Chicago',
      ...revision,
    };
  if (endpoint.path.startsWith('/api/console/categories'))
    return {
      slug: 'anonymous',
      title: 'Anonymous',
      icon: categoryIconPath('dining'),
      sortOrder: 0,
      ...revision,
    };
  if (endpoint.path.startsWith('/api/console/franchisors'))
    return { slug: 'anonymous', title: 'Anonymous', ...revision };
  return {
    ...aMerchantForm({ slug: 'anonymous', title: 'Anonymous', marketId: 1, categoryId: 1 }),
    ...revision,
  };
}

describe('console catalogue endpoints: access (OPERATOR-1)', () => {
  const endpoints: Endpoint[] = [
    ...Object.values(CatalogConsoleApi),
    ...Object.values(MarketConsoleApi),
  ];

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers 401 without a staff session and writes nothing',
    async (_name, endpoint) => {
      const { app, db } = testApp();
      const before = await db
        .selectFrom('staff_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.path.replace(/:\w+/g, '1'),
        headers: { 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { payload: JSON.stringify(validBodyOf(endpoint)) }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: ErrorCode.notLoggedIn });
      const after = await db
        .selectFrom('staff_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    },
  );

  it('lets every staff role read and only owners and editors write', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.access).toBe('staff');
      const roles = endpoint.access === 'staff' ? [...endpoint.staffRoles].sort() : [];
      expect(roles).toEqual(
        endpoint.method === 'GET' ? ['analyst', 'editor', 'owner', 'support'] : ['editor', 'owner'],
      );
    }
  });
});

describe('OPERATOR-11 members see a merchant editor’s change at their next load', () => {
  it('a created, edited, retired and brought-back merchant: lists, page, search and map', async () => {
    const { market, category, form, t } = await setting();
    const empty = await listed(market.id, category.id);
    expect(empty.titles).toEqual([]);

    const created = await merchantEditors.create(context(), form);
    expect(created).toMatchObject({ revision: 1, retiredAt: null, title: form.title });
    const afterCreate = await listed(market.id, category.id);
    expect(afterCreate.titles).toEqual([form.title]);
    expect(afterCreate.etag).not.toBe(empty.etag);
    // The client's old copy is no longer current.
    const revalidated = await get(categoryList(market.id, category.id), {
      'if-none-match': empty.etag,
    });
    expect(revalidated.statusCode).toBe(200);
    expect(await searched(market.id, 'zanzibar')).toEqual([form.title]);

    const renamed = `Kilimanjaro Cafe ${t}`;
    const edited = await merchantEditors.update(context(), created.id, {
      ...form,
      title: renamed,
      revision: created.revision,
    });
    expect(edited.revision).toBe(2);
    const afterEdit = await listed(market.id, category.id);
    expect(afterEdit.titles).toEqual([renamed]);
    expect(afterEdit.etag).not.toBe(afterCreate.etag);
    const page = await get(
      urlOf(CatalogApi.getMerchant, { params: { id: created.id }, query: {} }),
    );
    expect(merchantSchema.parse(page.json()).title).toBe(renamed);
    expect(await searched(market.id, 'kilimanjaro')).toEqual([renamed]);
    expect(await searched(market.id, 'zanzibar')).toEqual([]);

    const retired = await merchantEditors.setRetired(context(), created.id, {
      retired: true,
      revision: edited.revision,
    });
    expect(retired.retiredAt).not.toBeNull();
    const afterRetire = await listed(market.id, category.id);
    expect(afterRetire.titles).toEqual([]);
    expect(afterRetire.etag).not.toBe(afterEdit.etag);
    // MERCHANT-12: its page says it left the book.
    expect(
      (await get(urlOf(CatalogApi.getMerchant, { params: { id: created.id }, query: {} })))
        .statusCode,
    ).toBe(410);
    expect(await searched(market.id, 'kilimanjaro')).toEqual([]);
    const map = await get(
      `/api/merchant/inArea?marketId=${String(market.id)}&south=30&west=-98&north=30.5&east=-97.5&zoom=17`,
    );
    expect(map.statusCode).toBe(200);
    expect(JSON.stringify(map.json())).not.toContain(renamed);

    // Nothing was deleted: it comes back as it was.
    const back = await merchantEditors.setRetired(context(), created.id, {
      retired: false,
      revision: retired.revision,
    });
    expect(back.retiredAt).toBeNull();
    expect((await listed(market.id, category.id)).titles).toEqual([renamed]);

    const audit = await auditRows('merchant', created.id);
    expect(audit.map((row) => row.action)).toEqual([
      'merchant.create',
      'merchant.update',
      'merchant.retire',
      'merchant.unretire',
    ]);
    expect(audit[0]).toMatchObject({ staff_id: editor.staffId, staff_email: editor.email });
    expect(audit[0]?.before_json).toBeNull();
    expect(JSON.parse(audit[1]?.before_json ?? 'null')).toMatchObject({ title: form.title });
    expect(JSON.parse(audit[1]?.after_json ?? 'null')).toMatchObject({ title: renamed });
  });

  it('a renamed category and a retired market: the category list and the market picker', async () => {
    const { market, category, form } = await setting();
    await merchantEditors.create(context(), form);
    const categories = async () =>
      categoryListSchema
        .parse((await get(`/api/category/getall/${String(market.id)}`)).json())
        .map((c) => c.title);
    await categoryEditors.update(context(), category.id, {
      slug: category.slug,
      title: `${category.title} renamed`,
      icon: categoryIconPath('travel'),
      sortOrder: 1,
      revision: category.revision,
    });
    expect(await categories()).toContain(`${category.title} renamed`);

    const markets = async () =>
      marketListSchema.parse((await get(MarketApi.getMarkets.path)).json()).map((m) => m.id);
    expect(await markets()).toContain(market.id);
    await marketEditors.setRetired(context(), market.id, { retired: true, revision: 1 });
    expect(await markets()).not.toContain(market.id);
    // Members who chose it keep it until they pick another.
    expect((await get(`/api/market/get/${String(market.id)}`)).statusCode).toBe(200);
    expect((await auditRows('market', market.id)).map((row) => row.action)).toEqual([
      'market.create',
      'market.retire',
    ]);
  });
});

describe('OPERATOR-10 editing rules', () => {
  it('refuses a save over someone else’s (409 editConflict) and writes nothing', async () => {
    const { form } = await setting();
    const created = await merchantEditors.create(context(), form);
    const first = await merchantEditors.update(context(), created.id, {
      ...form,
      city: 'Round Rock',
      revision: created.revision,
    });
    const stale = await refusal(
      merchantEditors.update(context(), created.id, {
        ...form,
        city: 'Pflugerville',
        revision: created.revision,
      }),
    );
    expect(stale).toEqual({ status: 409, code: ErrorCode.editConflict });
    expect((await merchantEditors.open(testApp().db, created.id)).city).toBe('Round Rock');
    expect((await auditRows('merchant', created.id)).length).toBe(2);
    expect(first.revision).toBe(2);
    // Two saves of the same revision at once: exactly one wins.
    const results = await Promise.allSettled(
      ['Leander', 'Cedar Park'].map((city) =>
        merchantEditors.update(context(), created.id, { ...form, city, revision: 2 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await auditRows('merchant', created.id)).length).toBe(3);
  });

  it('refuses a slug another row has, on the slug field', async () => {
    const { form } = await setting();
    const created = await merchantEditors.create(context(), form);
    expect(await refusal(merchantEditors.create(context(), { ...form }))).toEqual({
      status: 409,
      code: ErrorCode.slugTaken,
    });
    expect(CatalogConsoleApi.createMerchant.errors).toContainEqual(
      expect.objectContaining({ code: ErrorCode.slugTaken, field: 'slug' }),
    );
    const other = await merchantEditors.create(context(), { ...form, slug: `${form.slug}-2` });
    expect(
      await refusal(
        merchantEditors.update(context(), other.id, { ...form, revision: other.revision }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.slugTaken });
    // Its own slug is no conflict.
    await merchantEditors.update(context(), created.id, { ...form, revision: 1 });
  });

  it('refuses a merchant in a missing or retired market, category or franchise, on its field', async () => {
    const { form, t } = await setting();
    expect(
      await refusal(merchantEditors.create(context(), { ...form, marketId: 999_999 })),
    ).toEqual({ status: 422, code: ErrorCode.invalidMarket });
    expect(
      await refusal(merchantEditors.create(context(), { ...form, categoryId: 999_999 })),
    ).toEqual({ status: 422, code: ErrorCode.invalidCategory });
    const franchise = await franchisorEditors.create(context(), {
      slug: `franchise-${t}`,
      title: `Franchise ${t}`,
    });
    await franchisorEditors.setRetired(context(), franchise.id, { retired: true, revision: 1 });
    expect(
      await refusal(merchantEditors.create(context(), { ...form, franchisorId: franchise.id })),
    ).toEqual({ status: 422, code: ErrorCode.invalidFranchisor });
  });

  it('retires a category or franchise only once members see none of its merchants', async () => {
    const { form, category, t } = await setting();
    const franchise = await franchisorEditors.create(context(), {
      slug: `franchise-${t}`,
      title: `Franchise ${t}`,
    });
    const merchant = await merchantEditors.create(context(), {
      ...form,
      franchisorId: franchise.id,
    });
    expect(
      await refusal(
        categoryEditors.setRetired(context(), category.id, { retired: true, revision: 1 }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.stillInUse });
    expect(
      await refusal(
        franchisorEditors.setRetired(context(), franchise.id, { retired: true, revision: 1 }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.stillInUse });
    await merchantEditors.setRetired(context(), merchant.id, { retired: true, revision: 1 });
    const retired = await categoryEditors.setRetired(context(), category.id, {
      retired: true,
      revision: 1,
    });
    expect(retired.retiredAt).not.toBeNull();
    const categories = categoryListSchema.parse(
      (await get(`/api/category/getall/${String(form.marketId)}`)).json(),
    );
    expect(categories.map((c) => c.id)).not.toContain(category.id);
    // A merchant comes back only into a live category.
    expect(
      await refusal(
        merchantEditors.setRetired(context(), merchant.id, { retired: false, revision: 2 }),
      ),
    ).toEqual({ status: 422, code: ErrorCode.invalidCategory });
  });

  it('keeps blank optional fields as none and shows them blank', async () => {
    const { form } = await setting();
    const created = await merchantEditors.create(context(), { ...form, telephone: '' });
    const row = await testApp()
      .db.selectFrom('merchant')
      .select(['telephone', 'address2', 'facebook_url'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ telephone: null, address2: null, facebook_url: null });
    expect(created).toMatchObject({ telephone: '', address2: '', facebookUrl: '' });
  });
});

describe('OPERATOR-9 the merchant grid', () => {
  it('filters by text, market and retired, sorts and pages on the server', async () => {
    const { market, form, t } = await setting();
    const names = ['Delta Deli', 'alpha Bakery', 'Charlie Books', 'Bravo 100% Burgers'];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const created = await merchantEditors.create(context(), {
        ...form,
        slug: `${form.slug}-${String(index)}`,
        title: `${name} ${t}`,
      });
      ids.push(created.id);
    }
    await merchantEditors.setRetired(context(), ids[0]!, { retired: true, revision: 1 });
    const base = {
      page: 1,
      pageSize: 2,
      sort: 'title',
      direction: 'asc',
      marketId: market.id,
      retired: 'all',
    } as const;
    const first = await merchantGrid(testApp().db, base);
    expect(first.total).toBe(4);
    expect(first.rows.map((row) => row.title)).toEqual([
      `alpha Bakery ${t}`,
      `Bravo 100% Burgers ${t}`,
    ]);
    expect(first.rows[0]).toMatchObject({ marketTitle: market.title, retired: false });
    const second = await merchantGrid(testApp().db, { ...base, page: 2 });
    expect(second.rows.map((row) => row.title)).toEqual([`Charlie Books ${t}`, `Delta Deli ${t}`]);
    const live = await merchantGrid(testApp().db, { ...base, pageSize: 25, retired: 'live' });
    expect(live.total).toBe(3);
    const retired = await merchantGrid(testApp().db, { ...base, pageSize: 25, retired: 'retired' });
    expect(retired.rows.map((row) => row.id)).toEqual([ids[0]]);
    // Text matches any part, case ignored; % is a character, not a wildcard.
    const text = await merchantGrid(testApp().db, { ...base, filter: 'CHARLIE' });
    expect(text.rows.map((row) => row.id)).toEqual([ids[2]]);
    const percent = await merchantGrid(testApp().db, { ...base, filter: '0%' });
    expect(percent.rows.map((row) => row.id)).toEqual([ids[3]]);
    const descending = await merchantGrid(testApp().db, {
      ...base,
      pageSize: 25,
      direction: 'desc',
    });
    expect(descending.rows[0]?.id).toBe(ids[0]);
  });
});
