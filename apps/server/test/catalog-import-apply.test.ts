import {
  CatalogImportConsoleApi,
  ErrorCode,
  IMPORT_BODY_LIMIT_BYTES,
  importPreviewSchema,
} from '@citybook/contract';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../src/modules/catalog/index.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import {
  catalogue,
  csvMerchant,
  jsonFile,
  MERCHANT_HEADER,
  merchant,
  summary,
  t,
  written,
} from './helpers/catalog-import.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-14's acceptance: a file with one bad row shows the error with its line and field and
 * writes nothing; the good file shows what it would add and change, then applies it in one
 * transaction, audited; a preview the catalogue has moved past is refused.
 */

const testApp = useTestApp();
const { previewCatalogImport: previewRoute, applyCatalogImport: applyRoute } =
  CatalogImportConsoleApi;

describe('import preview and apply routes (OPERATOR-14)', () => {
  it('an editor previews a good file (nothing written), then applies it: rows, version, audit', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const id = t();
    const file = jsonFile(catalogue(id), `catalogue-${id}.json`);
    const before = await written(testApp().db);

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
    expect(await written(testApp().db)).toEqual(before);

    const applied = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ ...preview, token: null });
    const after = await written(testApp().db);
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
    const before = await written(testApp().db);

    const stale = await staffCall(app, 'POST', applyRoute.path, editor.cookie, {
      ...file,
      token: preview.token,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: ErrorCode.importStale,
      message: 'The catalogue changed since the preview; preview the file again.',
    });
    expect(await written(testApp().db)).toEqual(before);
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
    const before = await written(testApp().db);

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
    expect(await written(testApp().db)).toEqual(before);
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
    const before = await written(testApp().db);
    const previewed = await staffCall(app, 'POST', previewRoute.path, staff.cookie, file);
    const applied = await staffCall(app, 'POST', applyRoute.path, staff.cookie, {
      ...file,
      token: 'a'.repeat(64),
    });
    expect([previewed.statusCode, applied.statusCode]).toEqual([403, 403]);
    expect(await written(testApp().db)).toEqual(before);
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
