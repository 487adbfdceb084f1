import {
  CatalogImportConsoleApi,
  ErrorCode,
  IMPORT_BODY_LIMIT_BYTES,
  importPreviewSchema,
  type ImportFile,
  type ImportPreview,
} from '@citybook/contract';
import { sql } from 'kysely';
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importCatalog, previewImport } from '../src/modules/catalog/index.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-14's acceptance: a file with one bad row shows the error with its line and field and
 * writes nothing; the good file shows what it would add and change, then applies it in one
 * transaction, audited; a preview the catalogue has moved past is refused.
 */

const testApp = useTestApp();
const { previewCatalogImport: previewRoute, applyCatalogImport: applyRoute } =
  CatalogImportConsoleApi;

const TABLES = [
  'market',
  'category',
  'edition',
  'franchisor',
  'merchant',
  'offer',
  'mobile_ad',
  'staff_audit',
] as const;

/** Every table an import writes, counted, and the catalogue's version. */
async function written(): Promise<Record<(typeof TABLES)[number] | 'version', number>> {
  const { db } = testApp();
  const counts = await Promise.all(
    TABLES.map((table) =>
      db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const version = await db
    .selectFrom('catalog_version')
    .select('version')
    .executeTakeFirstOrThrow();
  return {
    ...(Object.fromEntries(TABLES.map((table, i) => [table, Number(counts[i]?.n)])) as Record<
      (typeof TABLES)[number],
      number
    >),
    version: Number(version.version),
  };
}

function merchant(t: string, n: number) {
  return {
    slug: `pv-${t}-m${n}`,
    market: `pv-${t}`,
    category: `pv-${t}`,
    title: `Preview Merchant ${n}`,
    latitude: 29.42,
    longitude: -98.49,
    address1: `${n} Alamo Plaza`,
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
  };
}

/** A whole catalogue file of unique slugs: a market, its book, two merchants and an offer. */
function catalogue(t: string) {
  return {
    markets: [
      {
        slug: `pv-${t}`,
        title: `Preview ${t}`,
        latitude: 29.42,
        longitude: -98.49,
        radiusMiles: 20,
        timeZone: 'America/Chicago',
      },
    ],
    categories: [
      { slug: `pv-${t}`, title: 'Dining', icon: '/icons/categories/dining.svg', sortOrder: 1 },
    ],
    editions: [
      {
        slug: `pv-${t}-2027`,
        market: `pv-${t}`,
        year: 2027,
        name: `Preview ${t} 2027`,
        onSale: '2026-09-01T00:00:00Z',
        validUntil: '2027-12-31T23:59:59Z',
      },
    ],
    merchants: [merchant(t, 1), merchant(t, 2)],
    offers: [
      {
        slug: `pv-${t}-o1`,
        merchant: `pv-${t}-m1`,
        title: 'Two for one',
        exclusion: '',
        redemptionDataTypeCode: 1,
        redemptionData: 'PV1',
        savings: 12.5,
        edition: `pv-${t}-2027`,
      },
    ],
  };
}

const jsonFile = (content: unknown, fileName = 'catalogue.json'): ImportFile => ({
  format: 'json',
  fileName,
  content: JSON.stringify(content),
});

const MERCHANT_HEADER = 'slug,market,category,title,latitude,longitude,address1,city,state,zip';
const csvMerchant = (t: string, n: number, zip = '78205') =>
  `pv-${t}-c${n},pv-${t},pv-${t},CSV Merchant ${n},29.42,-98.49,${n} Main St,San Antonio,TX,${zip}`;

const summary = (preview: ImportPreview) =>
  Object.fromEntries(
    preview.sections.map((s) => [s.section, [s.added.length, s.changed.length, s.unchanged]]),
  );

const t = () => randomUUID().slice(0, 8);

describe('import preview service (OPERATOR-14)', () => {
  it('a JSON file with one bad row: the error with its path and field, nothing written', async () => {
    const { db } = testApp();
    const file = catalogue(t());
    file.merchants[1]!.zip = '7820';
    const before = await written();

    const preview = await previewImport(db, jsonFile(file, 'bad.json'));

    expect(preview).toEqual({
      fileName: 'bad.json',
      format: 'json',
      errors: [
        {
          line: null,
          path: 'merchants[1].zip',
          field: 'zip',
          message: 'use a 5-digit ZIP code',
          text: 'bad.json: merchants row 2, field zip: use a 5-digit ZIP code',
        },
      ],
      sections: [],
      token: null,
    });
    expect(await written()).toEqual(before);
  });

  it('a CSV file with one bad row: the error with its line and field, nothing written', async () => {
    const { db } = testApp();
    const id = t();
    await importCatalog(db, { ...catalogue(id), merchants: [], offers: [] }, 'setup');
    const before = await written();
    const content = [MERCHANT_HEADER, csvMerchant(id, 1), csvMerchant(id, 2, 'TX'), ''].join('\n');

    const preview = await previewImport(db, { format: 'csv', fileName: 'm.csv', content });

    expect(preview.errors).toEqual([
      {
        line: 3,
        path: null,
        field: 'zip',
        message: 'use a 5-digit ZIP code',
        text: 'm.csv: line 3, field zip: use a 5-digit ZIP code',
      },
    ]);
    expect(preview.token).toBeNull();
    expect(await written()).toEqual(before);
  });

  it('a reference to an unknown slug is found by the write itself, which is rolled back', async () => {
    const { db } = testApp();
    const id = t();
    await importCatalog(db, { ...catalogue(id), merchants: [], offers: [] }, 'setup');
    const before = await written();
    const content = [
      MERCHANT_HEADER,
      csvMerchant(id, 1),
      `pv-${id}-c2,pv-nowhere-${id},pv-${id},Lost,29.42,-98.49,2 Main St,San Antonio,TX,78205`,
    ].join('\r\n');

    const preview = await previewImport(db, { format: 'csv', fileName: 'm.csv', content });

    expect(preview.errors).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'market',
        message: `unknown market "pv-nowhere-${id}"`,
      }),
    ]);
    expect(await written()).toEqual(before);
  });

  it('a file that is not JSON is one error of the whole file', async () => {
    const { db } = testApp();
    const preview = await previewImport(db, {
      format: 'json',
      fileName: 'x.json',
      content: '{"markets": [',
    });
    expect(preview.errors).toEqual([
      expect.objectContaining({ line: null, path: null, field: null }),
    ]);
    expect(preview.errors[0]!.message).toMatch(/^not valid JSON/);
  });

  it('lists what it would add and change, field by field; a retired row is marked', async () => {
    const { db } = testApp();
    const id = t();
    const file = catalogue(id);
    await importCatalog(db, file, 'first');
    await db
      .updateTable('merchant')
      .set({ retired_at: '2026-01-01T00:00:00.000Z' })
      .where('slug', '=', `pv-${id}-m2`)
      .execute();
    file.merchants[0]!.title = 'Preview Merchant One';
    file.merchants[1]!.zip = '78206';
    file.offers[0]!.savings = 15;
    file.merchants.push(merchant(id, 3));
    const before = await written();

    const preview = await previewImport(db, jsonFile(file));

    expect(preview.errors).toEqual([]);
    expect(preview.token).toMatch(/^[0-9a-f]{64}$/);
    expect(summary(preview)).toEqual({
      markets: [0, 0, 1],
      categories: [0, 0, 1],
      editions: [0, 0, 1],
      franchisors: [0, 0, 0],
      merchants: [1, 2, 0],
      offers: [0, 1, 0],
      ads: [0, 0, 0],
    });
    const merchants = preview.sections.find((s) => s.section === 'merchants');
    expect(merchants?.added).toEqual([`pv-${id}-m3`]);
    expect(merchants?.changed).toEqual([
      {
        slug: `pv-${id}-m1`,
        retired: false,
        fields: [{ field: 'title', before: 'Preview Merchant 1', after: 'Preview Merchant One' }],
      },
      {
        slug: `pv-${id}-m2`,
        retired: true,
        fields: [{ field: 'zip', before: '78205', after: '78206' }],
      },
    ]);
    expect(preview.sections.find((s) => s.section === 'offers')?.changed).toEqual([
      {
        slug: `pv-${id}-o1`,
        retired: false,
        fields: [{ field: 'savings', before: 12.5, after: 15 }],
      },
    ]);
    expect(await written()).toEqual(before);
  });

  it('lists the editions an import makes for offers without one', async () => {
    const { db } = testApp();
    const id = t();
    const file = catalogue(id);
    const { editions: _none, ...withoutEditions } = file;
    const offers = file.offers.map(({ edition: _edition, ...offer }) => ({
      ...offer,
      adSpotOfferExpirationDate: '2028-06-30T23:59:59Z',
    }));

    const preview = await previewImport(db, jsonFile({ ...withoutEditions, offers }));

    expect(preview.sections.find((s) => s.section === 'editions')?.added).toEqual([
      `pv-${id}-2028`,
    ]);
    const edition = await db
      .selectFrom('edition')
      .select('id')
      .where('slug', '=', `pv-${id}-2028`)
      .executeTakeFirst();
    expect(edition).toBeUndefined();
  });
});

describe('import preview and apply routes (OPERATOR-14)', () => {
  it('an editor previews a good file (nothing written), then applies it: rows, version, audit', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const id = t();
    const file = jsonFile(catalogue(id), `catalogue-${id}.json`);
    const before = await written();

    const previewed = await staffCall(app, 'POST', previewRoute.path, editor.cookie, file);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = importPreviewSchema.parse(previewed.json());
    expect(summary(preview)).toEqual({
      markets: [1, 0, 0],
      categories: [1, 0, 0],
      editions: [1, 0, 0],
      franchisors: [0, 0, 0],
      merchants: [2, 0, 0],
      offers: [1, 0, 0],
      ads: [0, 0, 0],
    });
    expect(await written()).toEqual(before);

    const applied = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ ...preview, token: null });
    const after = await written();
    expect(after).toMatchObject({
      market: before.market + 1,
      category: before.category + 1,
      edition: before.edition + 1,
      merchant: before.merchant + 2,
      offer: before.offer + 1,
      staff_audit: before.staff_audit + 1,
    });
    expect(after.version).toBeGreaterThan(before.version);
    const offer = await db
      .selectFrom('offer')
      .select(['title', 'savings_cents'])
      .where('slug', '=', `pv-${id}-o1`)
      .executeTakeFirstOrThrow();
    expect(offer).toEqual({ title: 'Two for one', savings_cents: 1250 });

    const audit = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'catalog.import')
      .where('staff_id', '=', editor.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.request_id).not.toBeNull();
    expect(JSON.parse(audit[0]!.after_json ?? 'null')).toEqual({
      fileName: `catalogue-${id}.json`,
      format: 'json',
      sha256: createHash('sha256').update(file.content).digest('hex'),
      rows: {
        markets: 1,
        categories: 1,
        editions: 1,
        franchisors: 0,
        merchants: 2,
        offers: 1,
        ads: 0,
      },
      sections: {
        markets: { added: 1, changed: 0, unchanged: 0 },
        categories: { added: 1, changed: 0, unchanged: 0 },
        editions: { added: 1, changed: 0, unchanged: 0 },
        franchisors: { added: 0, changed: 0, unchanged: 0 },
        merchants: { added: 2, changed: 0, unchanged: 0 },
        offers: { added: 1, changed: 0, unchanged: 0 },
        ads: { added: 0, changed: 0, unchanged: 0 },
      },
      // MERCHANT-12: the merchants the import marked as having left.
      left: [],
    });

    // The same token again: the catalogue is no longer as previewed.
    const again = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a stale preview with 409 when the catalogue changed since, writing nothing', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const id = t();
    await importCatalog(db, catalogue(id), 'first');
    const changed = catalogue(id);
    changed.merchants[0]!.title = 'Renamed by the file';
    const file = jsonFile(changed);
    const preview = importPreviewSchema.parse(
      (await staffCall(app, 'POST', previewRoute.path, editor.cookie, file)).json(),
    );
    expect(preview.token).not.toBeNull();

    // Someone else changes the catalogue between the preview and the apply.
    await importCatalog(
      db,
      { ...catalogue(id), merchants: [{ ...merchant(id, 2), title: 'Edited meanwhile' }] },
      'other',
    );
    const before = await written();

    const stale = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: ErrorCode.importStale,
      message: 'The catalogue changed since the preview; preview the file again.',
    });
    expect(await written()).toEqual(before);
    const row = await db
      .selectFrom('merchant')
      .select('title')
      .where('slug', '=', `pv-${id}-m1`)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Preview Merchant 1');
  });

  it('of two applies of one preview at once, one imports and the other is refused', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const file = jsonFile(catalogue(t()), 'twice.json');
    const preview = importPreviewSchema.parse(
      (await staffCall(app, 'POST', previewRoute.path, editor.cookie, file)).json(),
    );
    const body = { ...file, token: preview.token };

    const answers = await Promise.all([
      staffCall(app, 'POST', applyRoute.path, editor.cookie, body),
      staffCall(app, 'POST', applyRoute.path, editor.cookie, body),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'catalog.import')
      .where('staff_id', '=', editor.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a token of another file, and a file with errors (422), writing nothing', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const id = t();
    const good = jsonFile(catalogue(id));
    const preview = importPreviewSchema.parse(
      (await staffCall(app, 'POST', previewRoute.path, editor.cookie, good)).json(),
    );
    const other = catalogue(id);
    other.merchants[0]!.title = 'Not what was previewed';
    const bad = catalogue(id);
    bad.merchants[0]!.state = 'Texas';
    const before = await written();

    const swapped = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...jsonFile(other),
      token: preview.token,
    });
    expect(swapped.statusCode).toBe(409);
    const invalid = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...jsonFile(bad),
      token: preview.token,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<{ code: string }>().code).toBe(ErrorCode.importInvalid);
    expect(await written()).toEqual(before);
  });

  it('takes a file far above the API’s 64 KB body limit, and refuses one above its own', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const id = t();
    const big = catalogue(id);
    big.merchants = Array.from({ length: 600 }, (_, n) => merchant(id, n + 1));
    const file = jsonFile(big);
    expect(file.content.length).toBeGreaterThan(2 * 64 * 1024);

    const previewed = await staffCall(app, 'POST', previewRoute.path, editor.cookie, file);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(summary(importPreviewSchema.parse(previewed.json())).merchants).toEqual([600, 0, 0]);

    const tooBig = await staffCall(app, 'POST', previewRoute.path, editor.cookie, {
      ...file,
      content: 'x'.repeat(IMPORT_BODY_LIMIT_BYTES),
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it.each(['support', 'analyst'] as const)('refuses %s staff with 403', async (role) => {
    const { app } = testApp();
    const staff = await signedInStaff(testApp(), role);
    const file = jsonFile(catalogue(t()));
    const before = await written();
    const previewed = await staffCall(app, 'POST', previewRoute.path, staff.cookie, file);
    const applied = await staffCall(app, 'POST', applyRoute.path, staff.cookie, {
      ...file,
      token: 'a'.repeat(64),
    });
    expect([previewed.statusCode, applied.statusCode]).toEqual([403, 403]);
    expect(await written()).toEqual(before);
  });
});

describe('the CLI import --dry-run (OPERATOR-14)', () => {
  it('prints the preview and writes nothing; a bad file exits 1 naming the line and field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citybook-dry-run-'));
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` };
    const cwd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], { cwd, env });
    const id = t();
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(catalogue(id)));

    const dry = await cli('import', good, '--dry-run');
    expect(dry.stdout).toContain('merchants: 2 to add, 0 to change, 0 unchanged');
    expect(dry.stdout).toContain(`  + pv-${id}-m1`);
    expect(dry.stderr).toContain('nothing was written');
    const again = await cli('import', '--dry-run', good);
    expect(again.stdout).toContain('merchants: 2 to add');

    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, [MERCHANT_HEADER, csvMerchant(id, 1, '1')].join('\n'));
    const failed = await cli('import', bad, '--dry-run').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      `${bad}: line 2, field zip: use a 5-digit ZIP code`,
    );
  });
});
