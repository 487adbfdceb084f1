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
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { categoryEditors, merchantEditors } from '../src/modules/catalog/index.ts';
import { marketEditors } from '../src/modules/market/index.ts';
import { aMerchantForm } from './factories/catalog.ts';
import { auditRows, context, editor, setting } from './helpers/console-catalog.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

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
    const { market, category, form, t } = await setting(testApp().db);
    const empty = await listed(market.id, category.id);
    expect(empty.titles).toEqual([]);

    const created = await merchantEditors.create(context(testApp().db), form);
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
    const edited = await merchantEditors.update(context(testApp().db), created.id, {
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

    const retired = await merchantEditors.setRetired(context(testApp().db), created.id, {
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
    const back = await merchantEditors.setRetired(context(testApp().db), created.id, {
      retired: false,
      revision: retired.revision,
    });
    expect(back.retiredAt).toBeNull();
    expect((await listed(market.id, category.id)).titles).toEqual([renamed]);

    const audit = await auditRows(testApp().db, 'merchant', created.id);
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
    const { market, category, form } = await setting(testApp().db);
    await merchantEditors.create(context(testApp().db), form);
    const categories = async () =>
      categoryListSchema
        .parse((await get(`/api/category/getall/${String(market.id)}`)).json())
        .map((c) => c.title);
    await categoryEditors.update(context(testApp().db), category.id, {
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
    await marketEditors.setRetired(context(testApp().db), market.id, {
      retired: true,
      revision: 1,
    });
    expect(await markets()).not.toContain(market.id);
    // Members who chose it keep it until they pick another.
    expect((await get(`/api/market/get/${String(market.id)}`)).statusCode).toBe(200);
    expect((await auditRows(testApp().db, 'market', market.id)).map((row) => row.action)).toEqual([
      'market.create',
      'market.retire',
    ]);
  });
});
