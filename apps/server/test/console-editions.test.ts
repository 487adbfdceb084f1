import { randomUUID } from 'node:crypto';
import {
  ActivationApi,
  CatalogApi,
  editionEditorSchema,
  editionGridPageSchema,
  ErrorCode,
  MarketConsoleApi,
  merchantListSchema,
  profileSchema,
  urlOf,
  type EditionForm,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { generateActivationCodes } from '../src/modules/activation/index.ts';
import { sql } from 'kysely';
import { editionEditors } from '../src/modules/market/index.ts';
import { lockMarketEditions } from '../src/modules/market/repositories/edition-console-repo.ts';
import type { EditContext } from '../src/lib/edited-rows.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/* OPERATOR-13 editions edited in the console (ADR 0032), through the real routes and sessions. */

const testApp = useTestApp();

const tag = () => randomUUID().slice(0, 8);

/** A live market of its own, made through the console. */
async function newMarket(cookie: string): Promise<{ id: number; title: string }> {
  const t = tag();
  const response = await staffCall(testApp().app, 'POST', '/api/console/markets', cookie, {
    slug: `editions-${t}`,
    title: `Editions ${t}`,
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 20,
    timeZone: 'America/Chicago',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; title: string }>();
}

function formIn(marketId: number, year = 2031): EditionForm {
  return {
    marketId,
    slug: `book-${tag()}`,
    name: `Book ${String(year)}`,
    year,
    onSaleAt: `${String(year - 1)}-09-01T00:00:00-05:00`,
    validUntil: `${String(year)}-12-31T23:59:59-06:00`,
  };
}

async function create(staff: SignedInStaff, form: EditionForm) {
  return staffCall(testApp().app, 'POST', MarketConsoleApi.createEdition.path, staff.cookie, form);
}

/** Returns once a query of this database waits for a lock (PostgreSQL), or `done()` holds. */
async function untilSomeoneWaitsForALock(done: () => boolean): Promise<void> {
  while (!done()) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
      where not granted
        and pid in (select pid from pg_stat_activity where datname = current_database())`.execute(
      testApp().db,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
  }
}

async function auditOf(id: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'edition')
    .where('object_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('the console’s editions (OPERATOR-13)', () => {
  it('an editor creates, opens and saves an edition under its revision; each write is audited', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const market = await newMarket(editor.cookie);
    const form = formIn(market.id);
    const created = await create(editor, form);
    expect(created.statusCode, created.body).toBe(200);
    const edition = editionEditorSchema.parse(created.json());
    expect(edition).toMatchObject({
      revision: 1,
      marketId: market.id,
      marketTitle: market.title,
      slug: form.slug,
      year: 2031,
      // Stored in UTC.
      onSaleAt: '2030-09-01T05:00:00.000Z',
      validUntil: '2032-01-01T05:59:59.000Z',
      offers: 0,
      codes: 0,
    });

    const url = urlOf(MarketConsoleApi.updateEdition, { params: { editionId: edition.id } });
    const change = {
      name: 'Austin 2031',
      year: 2031,
      onSaleAt: '2030-10-01T00:00:00Z',
      validUntil: null,
      revision: edition.revision,
    };
    const saved = await staffCall(app, 'PUT', url, editor.cookie, change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(editionEditorSchema.parse(saved.json())).toMatchObject({
      revision: 2,
      name: 'Austin 2031',
      validUntil: null,
      // The market and slug are kept from its creation.
      slug: form.slug,
      marketId: market.id,
    });
    const stale = await staffCall(app, 'PUT', url, editor.cookie, { ...change, name: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.editConflict });
    const opened = await staffCall(app, 'GET', url, editor.cookie);
    expect(editionEditorSchema.parse(opened.json()).name).toBe('Austin 2031');

    const audit = await auditOf(edition.id);
    expect(audit.map((row) => [row.action, row.staff_id, row.staff_email])).toEqual([
      ['edition.create', editor.id, editor.email],
      ['edition.update', editor.id, editor.email],
    ]);
    expect(audit.every((row) => row.request_id !== null)).toBe(true);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ name: form.name, revision: 1 });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ name: 'Austin 2031', revision: 2 });
  });

  it('refuses a second edition of a market and year, on the year, and writes nothing', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const market = await newMarket(editor.cookie);
    const first = editionEditorSchema.parse((await create(editor, formIn(market.id))).json());
    const second = await create(editor, formIn(market.id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: ErrorCode.editionYearTaken });
    expect(MarketConsoleApi.createEdition.errors).toContainEqual(
      expect.objectContaining({ code: ErrorCode.editionYearTaken, field: 'year' }),
    );
    // Another market's 2031, and this market's 2032, are no conflict.
    const other = await newMarket(editor.cookie);
    expect((await create(editor, formIn(other.id))).statusCode).toBe(200);
    const next = editionEditorSchema.parse((await create(editor, formIn(market.id, 2032))).json());

    // Moving 2032 onto 2031 is refused; saving 2031 as itself is not.
    const moved = await staffCall(
      app,
      'PUT',
      urlOf(MarketConsoleApi.updateEdition, { params: { editionId: next.id } }),
      editor.cookie,
      { ...formIn(market.id, 2031), revision: next.revision },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: ErrorCode.editionYearTaken });
    const same = await staffCall(
      app,
      'PUT',
      urlOf(MarketConsoleApi.updateEdition, { params: { editionId: first.id } }),
      editor.cookie,
      { ...formIn(market.id, 2031), name: 'Renamed', revision: first.revision },
    );
    expect(same.statusCode, same.body).toBe(200);
    const years = await db
      .selectFrom('edition')
      .select('year')
      .where('market_id', '=', market.id)
      .orderBy('year')
      .execute();
    expect(years.map((row) => row.year)).toEqual([2031, 2032]);
    expect((await auditOf(next.id)).map((row) => row.action)).toEqual(['edition.create']);
  });

  it('a create waits for another save of the market’s editions in flight, then sees its year', async () => {
    const { db, dialect } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const market = await newMarket(editor.cookie);
    const context = (): EditContext => ({
      db,
      actor: { staffId: editor.id, email: editor.email },
      now: new Date(),
    });
    let racing: Promise<unknown> | undefined;
    let settled = false;
    // A save in flight: the market's editions taken, its 2034 written, not yet committed.
    await db.transaction().execute(async (trx) => {
      expect(await lockMarketEditions(trx, market.id)).toBe(true);
      await trx
        .insertInto('edition')
        .values({
          slug: `book-${tag()}`,
          market_id: market.id,
          year: 2034,
          name: 'First',
          on_sale_at: '2033-09-01T00:00:00.000Z',
          valid_until: '2034-12-31T23:59:59.000Z',
          updated_at: new Date().toISOString(),
        })
        .execute();
      racing = editionEditors.create(context(), formIn(market.id, 2034)).finally(() => {
        settled = true;
      });
      racing.catch(() => undefined);
      // PostgreSQL: commit once the other is waiting for the market's row (or done, had it not
      // waited). SQLite runs one transaction at a time: the other starts after this one.
      if (dialect === 'postgres') await untilSomeoneWaitsForALock(() => settled);
    });
    const outcome: unknown = await racing!.then(
      () => 'made',
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(HttpError);
    expect((outcome as HttpError).code).toBe(ErrorCode.editionYearTaken);
    const made = await db
      .selectFrom('edition')
      .select('name')
      .where('market_id', '=', market.id)
      .where('year', '=', 2034)
      .execute();
    expect(made).toEqual([{ name: 'First' }]);
  });

  it('refuses dates out of order (400) and a missing or retired market (422), writing nothing', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const market = await newMarket(editor.cookie);
    const backwards = await create(editor, {
      ...formIn(market.id),
      onSaleAt: '2032-01-01T00:00:00Z',
      validUntil: '2031-12-31T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: ErrorCode.validation });
    expect((await create(editor, formIn(999_999))).json()).toMatchObject({
      code: ErrorCode.invalidMarket,
    });
    const retired = await staffCall(
      app,
      'PUT',
      `/api/console/markets/${String(market.id)}/retired`,
      editor.cookie,
      { retired: true, revision: 1 },
    );
    expect(retired.statusCode, retired.body).toBe(200);
    const inRetired = await create(editor, formIn(market.id));
    expect(inRetired.statusCode).toBe(422);
    expect(inRetired.json()).toMatchObject({ code: ErrorCode.invalidMarket });
    const rows = await db
      .selectFrom('edition')
      .select('id')
      .where('market_id', '=', market.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a grid filtered by market, year and text, sorted and paged on the server', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const market = await newMarket(editor.cookie);
    const t = tag();
    for (const [year, name] of [
      [2031, `Zebra ${t}`],
      [2032, `alpha ${t}`],
      [2033, `Mango ${t}`],
    ] as const)
      expect((await create(editor, { ...formIn(market.id, year), name })).statusCode).toBe(200);
    const grid = async (query: string) => {
      const response = await staffCall(
        app,
        'GET',
        `${MarketConsoleApi.getEditionGrid.path}?marketId=${String(market.id)}&${query}`,
        editor.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return editionGridPageSchema.parse(response.json());
    };
    const byName = await grid('sort=name&pageSize=2');
    expect(byName.total).toBe(3);
    expect(byName.rows.map((row) => row.name)).toEqual([`alpha ${t}`, `Mango ${t}`]);
    expect(byName.rows[0]).toMatchObject({ marketTitle: market.title, offers: 0, year: 2032 });
    expect((await grid('sort=name&pageSize=2&page=2')).rows.map((row) => row.name)).toEqual([
      `Zebra ${t}`,
    ]);
    expect((await grid('year=2033')).rows.map((row) => row.name)).toEqual([`Mango ${t}`]);
    expect((await grid('filter=ZEBRA')).rows.map((row) => row.year)).toEqual([2031]);
    expect((await grid('sort=year&direction=desc')).rows.map((row) => row.year)).toEqual([
      2033, 2032, 2031,
    ]);
  });

  it.each(['support', 'analyst'] as const)(
    'a %s reads the grid and an edition but may not create or save one',
    async (role) => {
      const { app } = testApp();
      const editor = await signedInStaff(testApp(), 'editor');
      const market = await newMarket(editor.cookie);
      const edition = editionEditorSchema.parse((await create(editor, formIn(market.id))).json());
      const reader = await signedInStaff(testApp(), role);
      const url = urlOf(MarketConsoleApi.getEditionEditor, { params: { editionId: edition.id } });
      expect((await staffCall(app, 'GET', url, reader.cookie)).statusCode).toBe(200);
      const grid = await staffCall(
        app,
        'GET',
        `${MarketConsoleApi.getEditionGrid.path}?marketId=${String(market.id)}`,
        reader.cookie,
      );
      expect(editionGridPageSchema.parse(grid.json()).rows.map((row) => row.id)).toEqual([
        edition.id,
      ]);
      const write = await staffCall(app, 'PUT', url, reader.cookie, {
        ...formIn(market.id),
        name: 'Not allowed',
        revision: edition.revision,
      });
      expect(write.statusCode).toBe(403);
      expect((await create(reader, formIn(market.id, 2040))).statusCode).toBe(403);
      const after = editionEditorSchema.parse(
        (await staffCall(app, 'GET', url, reader.cookie)).json(),
      );
      expect(after).toEqual(edition);
    },
  );

  it('answers 401 without a staff session', async () => {
    const response = await staffCall(
      testApp().app,
      'POST',
      MarketConsoleApi.createEdition.path,
      undefined,
      formIn(1),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('a new valid-until is the book end members see (OPERATOR-13, CATALOG-24, ADR 0032)', () => {
  it('moves the offers’ and merchant’s end on the list (new ETag) and the activation an unused code gives', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId } = await createMarketWithMerchants(
      db,
      { latitude: 30.27, longitude: -97.74 },
      [{ title: `Book End Cafe ${tag()}`, latitude: 30.27, longitude: -97.74, offers: 2 }],
    );
    // The import put the market's offers in its edition ending 2099-01-01.
    const { id: editionId, slug } = await db
      .selectFrom('edition')
      .select(['id', 'slug'])
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    const { codes } = await generateActivationCodes(db, { count: 1, edition: slug });

    const listUrl = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&shared=true`;
    const before = await app.inject({ method: 'GET', url: listUrl });
    const [merchant] = merchantListSchema.parse(before.json());
    expect(merchant?.adSpotOfferExpirationDate).toBe('2099-01-01T00:00:00.000Z');

    const url = urlOf(MarketConsoleApi.updateEdition, { params: { editionId } });
    const opened = editionEditorSchema.parse(
      (await staffCall(app, 'GET', url, editor.cookie)).json(),
    );
    expect(opened).toMatchObject({ offers: 2, codes: 1 });
    const end = '2030-06-30T23:59:59.000Z';
    const saved = await staffCall(app, 'PUT', url, editor.cookie, {
      name: opened.name,
      year: 2030,
      onSaleAt: opened.onSaleAt,
      validUntil: end,
      revision: opened.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [moved] = merchantListSchema.parse(after.json());
    expect(moved?.adSpotOfferExpirationDate).toBe(end);
    expect(moved?.offers.map((offer) => offer.adSpotOfferExpirationDate)).toEqual([end, end]);

    // The code printed before the change gives an activation that ends with the edition now.
    const member = await loggedInMember(testApp());
    const activated = await postJson(
      app,
      ActivationApi.activate.path,
      { code: codes[0] },
      member.cookie,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(profileSchema.parse(activated.json()).userOffersValidTo).toBe(end);
  });
});
