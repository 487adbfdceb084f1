import {
  CatalogApi,
  CatalogConsoleApi,
  CatalogImportConsoleApi,
  ErrorCode,
  favoriteListSchema,
  importPreviewSchema,
  merchantListSchema,
  MerchantLeftText,
  RedemptionApi,
  redemptionListSchema,
  searchResultListSchema,
  urlOf,
  type ImportFile,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-12: a merchant that leaves the book (retired in the console or marked by an import)
 * leaves the lists, the map and search at once, with no cache or ETag answering the old list;
 * its page answers 410 naming it; its redemptions stay in the Savings Tracker; favourites drop it.
 */

const testApp = useTestApp();
const t = () => randomUUID().slice(0, 8);

function get(url: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({ method: 'GET', url, headers });
}

const merchantPage = (id: number) => urlOf(CatalogApi.getMerchant, { params: { id }, query: {} });

/** A market of two merchants, one of a franchise, with unique words in their names. */
async function market() {
  const id = t();
  const leaving = `Zebulon Grill ${id}`;
  const staying = `Quillfeather Bakery ${id}`;
  const { marketId, categoryId, slug } = await createMarketWithMerchants(
    testApp().db,
    { latitude: 30.2, longitude: -97.7, radiusMiles: 20 },
    [
      { title: leaving, latitude: 30.21, longitude: -97.71, franchisor: 'zebulon', offers: 2 },
      { title: staying, latitude: 30.19, longitude: -97.69, offers: 1 },
    ],
  );
  const rows = await testApp()
    .db.selectFrom('merchant')
    .select(['id', 'title', 'slug', 'revision', 'franchisor_id'])
    .where('market_id', '=', marketId)
    .orderBy('slug')
    .execute();
  const [left, kept] = rows;
  if (!left || !kept || left.franchisor_id === null)
    throw new Error('two merchants, one a franchise');
  return {
    marketId,
    categoryId,
    slug,
    leaving,
    staying,
    left,
    kept,
    franchisorId: left.franchisor_id,
  };
}

/** Every member-facing answer that lists merchants, by name, with the ETag of those that have one. */
function listUrls(m: Awaited<ReturnType<typeof market>>) {
  const marketId = String(m.marketId);
  return {
    all: `${CatalogApi.getAllMerchants.path}?marketId=${marketId}&shared=true`,
    allPage: `${CatalogApi.getAllMerchants.path}?marketId=${marketId}&limit=1&latitude=30.21&longitude=-97.71&shared=true`,
    allUnshared: `${CatalogApi.getAllMerchants.path}?marketId=${marketId}`,
    category: `${CatalogApi.getMerchantsInCategory.path}?marketId=${marketId}&categoryId=${String(m.categoryId)}&latitude=30.2&longitude=-97.7&shared=true`,
    franchise: `${CatalogApi.getMerchantsByFranchisor.path}?marketId=${marketId}&franchisorId=${String(m.franchisorId)}&shared=true`,
    map: `${CatalogApi.getMerchantsInArea.path}?marketId=${marketId}&south=30.1&west=-97.8&north=30.3&east=-97.6&zoom=17`,
    search: `${CatalogApi.searchMarket.path}?marketId=${marketId}&q=zebulon`,
  };
}

async function snapshot(urls: Record<string, string>, tags: Record<string, string> = {}) {
  const shown: Record<string, { status: number; etag: string | undefined; body: string }> = {};
  for (const [name, url] of Object.entries(urls)) {
    const headers: Record<string, string> = {};
    const tag = tags[name];
    if (tag !== undefined) headers['if-none-match'] = tag;
    const response = await get(url, headers);
    const etag = response.headers.etag;
    shown[name] = {
      status: response.statusCode,
      etag: typeof etag === 'string' ? etag : undefined,
      body: response.body,
    };
  }
  return shown;
}

async function retireInConsole(editor: SignedInStaff, id: number, revision: number) {
  const response = await staffCall(
    testApp().app,
    'PUT',
    urlOf(CatalogConsoleApi.setMerchantRetired, { params: { id } }),
    editor.cookie,
    { retired: true, revision },
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe('MERCHANT-12 a merchant retired in the console', () => {
  it('leaves every list, the map and search at once: the old ETags get the new answers', async () => {
    const m = await market();
    const editor = await signedInStaff(testApp(), 'editor');
    const urls = listUrls(m);
    // Each answer asked twice, so that every server-side cache holds the list with it.
    await snapshot(urls);
    const before = await snapshot(urls);
    for (const [name, answer] of Object.entries(before)) {
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toContain(m.leaving);
    }
    const tags = Object.fromEntries(
      Object.entries(before).flatMap(([name, answer]) =>
        answer.etag === undefined ? [] : [[name, answer.etag]],
      ),
    );
    expect(Object.keys(tags).sort()).toEqual(['all', 'allPage', 'category', 'franchise']);
    // Still current: the client's copy is confirmed without a body.
    expect((await snapshot(urls, tags)).all?.status).toBe(304);

    await retireInConsole(editor, m.left.id, m.left.revision);

    const after = await snapshot(urls, tags);
    for (const [name, answer] of Object.entries(after)) {
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).not.toContain(m.leaving);
      if (tags[name] !== undefined) expect(answer.etag, name).not.toBe(tags[name]);
    }
    const titles = (name: keyof typeof after) =>
      merchantListSchema.parse(JSON.parse(after[name]?.body ?? '[]')).map((each) => each.title);
    expect(titles('all')).toEqual([m.staying]);
    expect(titles('category')).toEqual([m.staying]);
    // The franchise's one location left: none.
    expect(titles('franchise')).toEqual([]);
    // The page nearest the merchant that left is now the other one.
    expect(titles('allPage')).toEqual([m.staying]);
    expect(searchResultListSchema.parse(JSON.parse(after.search?.body ?? '[]'))).toEqual([]);

    // The audit log has the retirement.
    const audit = await testApp()
      .db.selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .where('object_type', '=', 'merchant')
      .where('object_id', '=', String(m.left.id))
      .execute();
    expect(audit).toEqual([{ action: 'merchant.retire', staff_id: editor.id }]);
  });

  it('its page answers 410 naming it, an unknown merchant still 404', async () => {
    const m = await market();
    const editor = await signedInStaff(testApp(), 'editor');
    expect((await get(merchantPage(m.left.id))).statusCode).toBe(200);

    await retireInConsole(editor, m.left.id, m.left.revision);

    const page = await get(merchantPage(m.left.id));
    expect(page.statusCode).toBe(410);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json()).toEqual({
      code: ErrorCode.merchantLeft,
      message: MerchantLeftText.message(m.leaving),
    });
    expect(page.json<{ message: string }>().message).toBe(
      `${m.leaving} has left the Citybook book`,
    );
    const unknown = await get(merchantPage(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.notFound });
    // The other merchant is untouched.
    expect((await get(merchantPage(m.kept.id))).statusCode).toBe(200);
  });
});

describe('MERCHANT-12 a member of a merchant that left', () => {
  it('keeps its redemptions in the Savings Tracker, loses it from favourites, cannot redeem there', async () => {
    const { app, db } = testApp();
    const member = await activatedMember(testApp());
    const [first, second] = member.offerIds;
    if (first === undefined || second === undefined) throw new Error('two offers');
    const redeemed = await postJson(
      app,
      RedemptionApi.redeem.path,
      { offerId: first, activationVoucherId: member.voucherId },
      member.cookie,
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const favourite = await app.inject({
      method: 'PUT',
      url: urlOf(CatalogApi.addFavorite, { params: { merchantId: member.merchant.id } }),
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: '{}',
    });
    expect(favourite.statusCode).toBe(204);
    const tracker = async () =>
      redemptionListSchema.parse(
        (await getJson(app, RedemptionApi.getRedemptions.path, member.cookie)).json(),
      );
    const trackedBefore = await tracker();
    expect(trackedBefore.map((each) => each.merchantName)).toEqual(['Redeem Cafe']);

    const { revision } = await db
      .selectFrom('merchant')
      .select('revision')
      .where('id', '=', member.merchant.id)
      .executeTakeFirstOrThrow();
    await retireInConsole(await signedInStaff(testApp(), 'editor'), member.merchant.id, revision);

    // Its redemption stays, as it was.
    expect(await tracker()).toEqual(trackedBefore);
    // Favourites drop it (and bring it back with the merchant, OPERATOR-10).
    const favourites = await getJson(app, CatalogApi.getFavorites.path, member.cookie);
    expect(favoriteListSchema.parse(favourites.json())).toEqual([]);
    // An open coupon page's Redeem: refused, naming the merchant; nothing recorded.
    const refused = await postJson(
      app,
      RedemptionApi.redeem.path,
      { offerId: second, activationVoucherId: member.voucherId },
      member.cookie,
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      code: ErrorCode.merchantLeft,
      message: MerchantLeftText.message('Redeem Cafe'),
    });
    expect(await tracker()).toEqual(trackedBefore);
  });
});

const { previewCatalogImport: previewRoute, applyCatalogImport: applyRoute } =
  CatalogImportConsoleApi;
const HEADER = 'slug,market,category,title,latitude,longitude,address1,city,state,zip,left';

/** A CSV row of one of `market()`'s merchants, as an export of the catalogue would write it. */
function csvRow(m: Awaited<ReturnType<typeof market>>, which: 'left' | 'kept', left: string) {
  const row = m[which];
  return [
    row.slug,
    m.slug,
    'dining',
    row.title,
    '30.2',
    '-97.7',
    '1 Main St',
    'Austin',
    'TX',
    '78701',
    left,
  ].join(',');
}

const csvFile = (lines: string[]): ImportFile => ({
  format: 'csv',
  fileName: 'leavers.csv',
  content: `${[HEADER, ...lines].join('\n')}\n`,
});

describe('MERCHANT-12 an import marks a merchant as having left', () => {
  it('previews it as leaving, retires it on applying, audited; a blank or no leaves the state', async () => {
    const { app, db } = testApp();
    const m = await market();
    const editor = await signedInStaff(testApp(), 'editor');
    const file = csvFile([csvRow(m, 'left', 'yes'), csvRow(m, 'kept', '')]);
    const { etag } = await get(listUrls(m).all).then((r) => ({ etag: String(r.headers.etag) }));

    const previewed = await staffCall(app, 'POST', previewRoute.path, editor.cookie, file);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = importPreviewSchema.parse(previewed.json());
    expect(preview.errors).toEqual([]);
    const merchants = preview.sections.find((s) => s.section === 'merchants');
    const leaving = merchants?.changed.find((row) => row.slug === m.left.slug);
    expect(leaving?.retired).toBe(true);
    expect(leaving?.fields).toContainEqual({ field: 'left', before: false, after: true });
    expect(merchants?.changed.find((row) => row.slug === m.kept.slug)?.retired ?? false).toBe(
      false,
    );
    // The preview wrote nothing.
    expect((await get(merchantPage(m.left.id))).statusCode).toBe(200);

    const applied = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(applied.statusCode, applied.body).toBe(200);

    expect((await get(merchantPage(m.left.id))).statusCode).toBe(410);
    expect((await get(merchantPage(m.kept.id))).statusCode).toBe(200);
    const list = await get(listUrls(m).all, { 'if-none-match': etag });
    expect(list.statusCode).toBe(200);
    expect(merchantListSchema.parse(list.json()).map((each) => each.title)).toEqual([m.staying]);
    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'after_json', 'staff_id'])
      .where('action', '=', 'catalog.import')
      .where('staff_id', '=', editor.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? 'null')).toMatchObject({
      fileName: 'leavers.csv',
      left: [m.left.slug],
    });
    const retiredAt = async () =>
      (
        await db
          .selectFrom('merchant')
          .select('retired_at')
          .where('id', '=', m.left.id)
          .executeTakeFirstOrThrow()
      ).retired_at;
    const firstRetiredAt = await retiredAt();
    expect(firstRetiredAt).not.toBeNull();

    // Listed again, as left or as not (no): it stays retired with its date. An import never
    // brings a merchant back.
    for (const value of ['yes', 'no', '']) {
      const again = csvFile([csvRow(m, 'left', value)]);
      const shown = importPreviewSchema.parse(
        (await staffCall(app, 'POST', previewRoute.path, editor.cookie, again)).json(),
      );
      const row = shown.sections
        .find((s) => s.section === 'merchants')
        ?.changed.find((each) => each.slug === m.left.slug);
      expect(row?.fields.some((change) => change.field === 'left') ?? false, value).toBe(false);
      const done = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
        ...again,
        token: shown.token,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await retiredAt(), value).toBe(firstRetiredAt);
    }
  });

  it('a JSON file says it with true', async () => {
    const { app } = testApp();
    const m = await market();
    const editor = await signedInStaff(testApp(), 'editor');
    const row = {
      slug: m.left.slug,
      market: m.slug,
      category: 'dining',
      title: m.leaving,
      latitude: 30.21,
      longitude: -97.71,
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      left: true,
    };
    const file: ImportFile = {
      format: 'json',
      fileName: 'leavers.json',
      content: JSON.stringify({ merchants: [row] }),
    };
    const preview = importPreviewSchema.parse(
      (await staffCall(app, 'POST', previewRoute.path, editor.cookie, file)).json(),
    );
    const applied = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await get(merchantPage(m.left.id))).statusCode).toBe(410);
  });

  it('a bad value is an error on its line and field, and nothing is written', async () => {
    const { app } = testApp();
    const m = await market();
    const editor = await signedInStaff(testApp(), 'editor');
    const file = csvFile([csvRow(m, 'kept', ''), csvRow(m, 'left', 'gone')]);

    const preview = importPreviewSchema.parse(
      (await staffCall(app, 'POST', previewRoute.path, editor.cookie, file)).json(),
    );

    expect(preview.token).toBeNull();
    expect(preview.errors).toEqual([
      {
        line: 3,
        path: null,
        field: 'left',
        message:
          'use yes (true in JSON) for a merchant that has left the book, or no or nothing to leave it as it is',
        text: 'leavers.csv: line 3, field left: use yes (true in JSON) for a merchant that has left the book, or no or nothing to leave it as it is',
      },
    ]);
    expect((await get(merchantPage(m.left.id))).statusCode).toBe(200);
  });
});
