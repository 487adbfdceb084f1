import { randomUUID } from 'node:crypto';
import {
  CatalogApi,
  CatalogConsoleApi,
  ErrorCode,
  mobileAdEditorSchema,
  mobileAdGridPageSchema,
  mobileAdListSchema,
  urlOf,
  type MobileAdForm,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstAdImageOfMarket, mobileAdGrid } from '../src/modules/catalog/index.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-10 mobile ads edited in the console, with their run: the days of the market's time
 * zone members see them on (CATALOG-1's carousel), through the real routes and sessions.
 */

const testApp = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const tag = () => randomUUID().slice(0, 8);

/** A market in Austin (America/Chicago, by its centre) with two merchants, through the import. */
async function austin() {
  const { db } = testApp();
  const { marketId } = await createMarketWithMerchants(db, { latitude: 30.27, longitude: -97.74 }, [
    { title: `Ad Cafe ${tag()}`, latitude: 30.27, longitude: -97.74 },
    { title: `Ad Books ${tag()}`, latitude: 30.28, longitude: -97.75 },
  ]);
  const merchants = await db
    .selectFrom('merchant')
    .select('id')
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
  const { time_zone } = await db
    .selectFrom('market')
    .select('time_zone')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  expect(time_zone).toBe('America/Chicago');
  return { marketId, merchantIds: merchants.map((m) => m.id) };
}

function adForm(marketId: number, merchantId: number | null, run: Partial<MobileAdForm> = {}) {
  const t = tag();
  return {
    slug: `ad-${t}`,
    title: `Ad ${t}`,
    marketId,
    image: `/media/ads/${t}.png`,
    merchantId,
    sortOrder: 1,
    startsOn: '2031-01-10',
    endsOn: '2031-01-12',
    ...run,
  } satisfies MobileAdForm;
}

async function createAd(staff: SignedInStaff, form: MobileAdForm) {
  const response = await staffCall(
    testApp().app,
    'POST',
    CatalogConsoleApi.createMobileAd.path,
    staff.cookie,
    form,
  );
  expect(response.statusCode, response.body).toBe(200);
  return mobileAdEditorSchema.parse(response.json());
}

/** What a member of the market is shown at `at`: the ads' titles and the answer's ETag. */
async function shownAt(marketId: number, at: string, ifNoneMatch?: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const response = await testApp().app.inject({
    method: 'GET',
    url: urlOf(CatalogApi.getMobileAds, { params: { marketId } }),
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });
  vi.useRealTimers();
  return {
    status: response.statusCode,
    etag: String(response.headers.etag),
    titles:
      response.statusCode === 200
        ? mobileAdListSchema.parse(response.json()).map((ad) => ad.title)
        : null,
  };
}

async function auditOf(id: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'mobile_ad')
    .where('object_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('members see an ad on the days of its run, in its market’s time zone (OPERATOR-10)', () => {
  it('from the first day’s midnight to the last day’s end in Chicago; the ETag follows what is shown', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId, merchantIds } = await austin();
    const ad = await createAd(editor, adForm(marketId, merchantIds[0]!));
    // Central Standard Time is UTC-6: Jan 10 begins in Chicago at 06:00 UTC.
    const eve = await shownAt(marketId, '2031-01-10T05:59:59.999Z');
    expect(eve).toMatchObject({ status: 200, titles: [] });
    const first = await shownAt(marketId, '2031-01-10T06:00:00.000Z');
    expect(first).toMatchObject({ status: 200, titles: [ad.title] });
    expect(first.etag).not.toBe(eve.etag);
    // The copy from the eve is not current after midnight, though no catalogue version moved.
    const revalidated = await shownAt(marketId, '2031-01-10T06:00:01.000Z', eve.etag);
    expect(revalidated).toMatchObject({ status: 200, titles: [ad.title] });
    expect(await shownAt(marketId, '2031-01-11T12:00:00.000Z', first.etag)).toMatchObject({
      status: 304,
      titles: null,
    });
    expect((await shownAt(marketId, '2031-01-13T05:59:59.999Z')).titles).toEqual([ad.title]);
    const after = await shownAt(marketId, '2031-01-13T06:00:00.000Z', first.etag);
    expect(after).toMatchObject({ status: 200, titles: [] });
    expect(after.etag).toBe(eve.etag);
  });

  it('shows an ad without an end until it is retired, and no retired ad nor one of a retired merchant', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId, merchantIds } = await austin();
    const open = await createAd(
      editor,
      adForm(marketId, null, { startsOn: '2031-01-01', endsOn: null, sortOrder: 2 }),
    );
    const ofMerchant = await createAd(
      editor,
      adForm(marketId, merchantIds[1]!, { startsOn: '2031-01-01', endsOn: null, sortOrder: 1 }),
    );
    expect((await shownAt(marketId, '2040-06-01T12:00:00Z')).titles).toEqual([
      ofMerchant.title,
      open.title,
    ]);

    const retire = await staffCall(
      app,
      'PUT',
      urlOf(CatalogConsoleApi.setMobileAdRetired, { params: { adId: open.id } }),
      editor.cookie,
      { retired: true, revision: open.revision },
    );
    expect(retire.statusCode, retire.body).toBe(200);
    const merchantRetired = await staffCall(
      app,
      'PUT',
      `/api/console/merchants/${String(merchantIds[1])}/retired`,
      editor.cookie,
      { retired: true, revision: 1 },
    );
    expect(merchantRetired.statusCode, merchantRetired.body).toBe(200);
    expect((await shownAt(marketId, '2040-06-01T12:00:00Z')).titles).toEqual([]);

    // Brought back, it shows again; the retired merchant's ad cannot come back to it.
    const back = await staffCall(
      app,
      'PUT',
      urlOf(CatalogConsoleApi.setMobileAdRetired, { params: { adId: open.id } }),
      editor.cookie,
      { retired: false, revision: open.revision + 1 },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await shownAt(marketId, '2040-06-01T12:00:00Z')).titles).toEqual([open.title]);
    expect((await auditOf(open.id)).map((row) => [row.action, row.staff_id])).toEqual([
      ['mobile_ad.create', editor.id],
      ['mobile_ad.retire', editor.id],
      ['mobile_ad.unretire', editor.id],
    ]);
  });

  it('the page preloads the image of the first ad shown now only', async () => {
    const { db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId } = await austin();
    const later = await createAd(
      editor,
      adForm(marketId, null, { startsOn: '2099-01-01', endsOn: null, sortOrder: 0 }),
    );
    expect(later.schedule).toBe('scheduled');
    expect(await firstAdImageOfMarket(db, marketId)).toBeNull();
    const now = await createAd(
      editor,
      adForm(marketId, null, { startsOn: '2000-01-01', endsOn: '2098-12-31', sortOrder: 5 }),
    );
    expect(now.schedule).toBe('running');
    expect(await firstAdImageOfMarket(db, marketId)).toEqual({ href: now.image });
  });
});

describe('the console’s ads (OPERATOR-9, OPERATOR-10)', () => {
  it('an editor saves an ad under its revision; each write is audited', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId, merchantIds } = await austin();
    const form = adForm(marketId, merchantIds[0]!);
    const ad = await createAd(editor, form);
    expect(ad).toMatchObject({
      revision: 1,
      retiredAt: null,
      startsOn: '2031-01-10',
      endsOn: '2031-01-12',
      merchantId: merchantIds[0],
      image: form.image,
    });
    const url = urlOf(CatalogConsoleApi.updateMobileAd, { params: { adId: ad.id } });
    const saved = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      title: 'Winter sale',
      endsOn: '2031-02-28',
      revision: ad.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(mobileAdEditorSchema.parse(saved.json())).toMatchObject({
      revision: 2,
      title: 'Winter sale',
      endsOn: '2031-02-28',
    });
    const stale = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      revision: ad.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.editConflict });
    const opened = await staffCall(
      app,
      'GET',
      urlOf(CatalogConsoleApi.getMobileAdEditor, { params: { adId: ad.id } }),
      editor.cookie,
    );
    expect(mobileAdEditorSchema.parse(opened.json()).title).toBe('Winter sale');
    const audit = await auditOf(ad.id);
    expect(audit.map((row) => [row.action, row.staff_id, row.staff_email])).toEqual([
      ['mobile_ad.create', editor.id, editor.email],
      ['mobile_ad.update', editor.id, editor.email],
    ]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ endsOn: '2031-01-12' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ endsOn: '2031-02-28' });
    expect(audit.every((row) => row.request_id !== null)).toBe(true);
  });

  it('refuses a run ending before it starts, a bad image, and a merchant of another market, writing nothing', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId, merchantIds } = await austin();
    const elsewhere = await austin();
    const path = CatalogConsoleApi.createMobileAd.path;
    const post = (body: unknown) => staffCall(app, 'POST', path, editor.cookie, body);
    const backwards = await post(
      adForm(marketId, null, { startsOn: '2031-02-01', endsOn: '2031-01-31' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: ErrorCode.validation });
    const notADay = await post(adForm(marketId, null, { startsOn: '2031-02-30' }));
    expect(notADay.statusCode).toBe(400);
    const api = await post(adForm(marketId, null, { image: '/api/account/logout' }));
    expect(api.statusCode).toBe(400);
    const foreign = await post(adForm(marketId, elsewhere.merchantIds[0]!));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: ErrorCode.invalidMerchant });
    const unknownMarket = await post(adForm(999_999, null));
    expect(unknownMarket.statusCode).toBe(422);
    expect(unknownMarket.json()).toMatchObject({ code: ErrorCode.invalidMarket });
    const ad = await createAd(editor, adForm(marketId, merchantIds[0]!));
    const taken = await post({ ...adForm(marketId, null), slug: ad.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: ErrorCode.slugTaken });
    const ads = await db
      .selectFrom('mobile_ad')
      .select('id')
      .where('market_id', '=', marketId)
      .execute();
    expect(ads.map((row) => row.id)).toEqual([ad.id]);
  });

  it('a grid filtered by market, where each run stands in its market, retired and text', async () => {
    const { db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId } = await austin();
    const t = tag();
    const ended = await createAd(
      editor,
      adForm(marketId, null, { title: `Ended ${t}`, startsOn: '2031-01-01', endsOn: '2031-01-09' }),
    );
    const running = await createAd(
      editor,
      adForm(marketId, null, { title: `Running ${t}`, startsOn: '2031-01-10', endsOn: null }),
    );
    const scheduled = await createAd(
      editor,
      adForm(marketId, null, { title: `Soon ${t}`, startsOn: '2031-01-11', endsOn: null }),
    );
    const retiredAd = await createAd(
      editor,
      adForm(marketId, null, { title: `Gone ${t}`, startsOn: '2031-01-01', endsOn: null }),
    );
    const retire = await staffCall(
      testApp().app,
      'PUT',
      urlOf(CatalogConsoleApi.setMobileAdRetired, { params: { adId: retiredAd.id } }),
      editor.cookie,
      { retired: true, revision: 1 },
    );
    expect(retire.statusCode).toBe(200);
    // Jan 10, 23:30 in Chicago (05:30 UTC on the 11th).
    const now = new Date('2031-01-11T05:30:00Z');
    const base = {
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      marketId,
      schedule: 'all',
      retired: 'all',
    } as const;
    const ids = async (query: Partial<Parameters<typeof mobileAdGrid>[1]>) =>
      (await mobileAdGrid(db, { ...base, ...query }, now)).rows.map((row) => row.id);
    expect(await ids({ schedule: 'running' })).toEqual([retiredAd.id, running.id]);
    expect(await ids({ schedule: 'running', retired: 'live' })).toEqual([running.id]);
    expect(await ids({ schedule: 'scheduled' })).toEqual([scheduled.id]);
    expect(await ids({ schedule: 'ended' })).toEqual([ended.id]);
    expect(await ids({ retired: 'retired' })).toEqual([retiredAd.id]);
    expect(await ids({ filter: 'SOON' })).toEqual([scheduled.id]);
    const page = await mobileAdGrid(db, { ...base, pageSize: 2, sort: 'startsOn' }, now);
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.schedule)).toEqual(['ended', 'running']);
    expect(page.rows[0]).toMatchObject({ retired: false, startsOn: '2031-01-01' });
  });

  it.each(['support', 'analyst'] as const)(
    'a %s reads the grid and an ad but may not write',
    async (role) => {
      const { app } = testApp();
      const editor = await signedInStaff(testApp(), 'editor');
      const { marketId } = await austin();
      const form = adForm(marketId, null);
      const ad = await createAd(editor, form);
      const reader = await signedInStaff(testApp(), role);
      const grid = await staffCall(
        app,
        'GET',
        `${CatalogConsoleApi.getMobileAdGrid.path}?marketId=${String(marketId)}&schedule=all`,
        reader.cookie,
      );
      expect(grid.statusCode, grid.body).toBe(200);
      expect(mobileAdGridPageSchema.parse(grid.json()).rows.map((row) => row.id)).toEqual([ad.id]);
      const url = urlOf(CatalogConsoleApi.getMobileAdEditor, { params: { adId: ad.id } });
      expect((await staffCall(app, 'GET', url, reader.cookie)).statusCode).toBe(200);
      const writes = [
        await staffCall(app, 'POST', CatalogConsoleApi.createMobileAd.path, reader.cookie, {
          ...adForm(marketId, null),
        }),
        await staffCall(app, 'PUT', url, reader.cookie, { ...form, revision: 1 }),
        await staffCall(app, 'PUT', `${url}/retired`, reader.cookie, {
          retired: true,
          revision: 1,
        }),
      ];
      expect(writes.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      const after = mobileAdEditorSchema.parse(
        (await staffCall(app, 'GET', url, reader.cookie)).json(),
      );
      expect(after).toEqual(ad);
      expect((await auditOf(ad.id)).map((row) => row.action)).toEqual(['mobile_ad.create']);
    },
  );

  it('answers 401 without a staff session and writes nothing', async () => {
    const { app, db } = testApp();
    const { marketId } = await austin();
    const response = await staffCall(
      app,
      'POST',
      CatalogConsoleApi.createMobileAd.path,
      undefined,
      adForm(marketId, null),
    );
    expect(response.statusCode).toBe(401);
    const ads = await db
      .selectFrom('mobile_ad')
      .select('id')
      .where('market_id', '=', marketId)
      .execute();
    expect(ads).toEqual([]);
  });
});
