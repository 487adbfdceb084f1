import {
  CatalogConsoleApi,
  categoryIconPath,
  ErrorCode,
  merchantEditorSchema,
  merchantGridPageSchema,
  urlOf,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { aMerchantForm } from './factories/catalog.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** A market and category made through the console, and a merchant form in them. */
async function merchantForm(cookie: string) {
  const { app } = testApp();
  const t = randomUUID().slice(0, 8);
  const market = await staffCall(app, 'POST', '/api/console/markets', cookie, {
    slug: `routes-${t}`,
    title: `Routes ${t}`,
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 20,
    timeZone: 'America/Chicago',
  });
  expect(market.statusCode, market.body).toBe(200);
  const category = await staffCall(app, 'POST', '/api/console/categories', cookie, {
    slug: `routes-${t}`,
    title: `Routes ${t}`,
    icon: categoryIconPath('shopping'),
    sortOrder: 3,
  });
  expect(category.statusCode, category.body).toBe(200);
  return aMerchantForm({
    slug: `routes-merchant-${t}`,
    title: `Routes Merchant ${t}`,
    marketId: market.json<{ id: number }>().id,
    categoryId: category.json<{ id: number }>().id,
    telephone: '512 555 0100',
  });
}

describe('console catalogue routes with staff sessions (OPERATOR-1, OPERATOR-10)', () => {
  it('an editor creates, edits and retires a merchant; each write is audited with the request', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const form = await merchantForm(editor.cookie);
    const created = await staffCall(
      app,
      'POST',
      CatalogConsoleApi.createMerchant.path,
      editor.cookie,
      form,
    );
    expect(created.statusCode, created.body).toBe(200);
    const merchant = merchantEditorSchema.parse(created.json());
    const url = urlOf(CatalogConsoleApi.updateMerchant, { params: { id: merchant.id } });
    const edited = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      title: `${form.title} edited`,
      revision: merchant.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      revision: merchant.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.editConflict });
    const retired = await staffCall(app, 'PUT', `${url}/retired`, editor.cookie, {
      retired: true,
      revision: merchant.revision + 1,
    });
    expect(retired.statusCode, retired.body).toBe(200);

    const audit = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('object_type', '=', 'merchant')
      .where('object_id', '=', String(merchant.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.staff_id, row.staff_email])).toEqual([
      ['merchant.create', editor.id, editor.email],
      ['merchant.update', editor.id, editor.email],
      ['merchant.retire', editor.id, editor.email],
    ]);
    expect(audit.every((row) => row.request_id !== null)).toBe(true);
  });

  it('answers a taken slug on its field and a bad form with 400', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const form = await merchantForm(editor.cookie);
    const path = CatalogConsoleApi.createMerchant.path;
    expect((await staffCall(app, 'POST', path, editor.cookie, form)).statusCode).toBe(200);
    const again = await staffCall(app, 'POST', path, editor.cookie, form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.slugTaken });
    const bad = await staffCall(app, 'POST', path, editor.cookie, {
      ...form,
      slug: `${form.slug}-x`,
      website: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.validation });
  });

  it.each(['support', 'analyst'] as const)(
    'a %s reads the grid and an editor’s data but may not write',
    async (role) => {
      const { app } = testApp();
      const editor = await signedInStaff(testApp(), 'editor');
      const form = await merchantForm(editor.cookie);
      const created = await staffCall(
        app,
        'POST',
        CatalogConsoleApi.createMerchant.path,
        editor.cookie,
        form,
      );
      const merchant = merchantEditorSchema.parse(created.json());
      const reader = await signedInStaff(testApp(), role);
      const grid = await staffCall(
        app,
        'GET',
        `${CatalogConsoleApi.getMerchantGrid.path}?marketId=${String(form.marketId)}&filter=routes`,
        reader.cookie,
      );
      expect(grid.statusCode, grid.body).toBe(200);
      expect(merchantGridPageSchema.parse(grid.json()).rows.map((row) => row.id)).toEqual([
        merchant.id,
      ]);
      const opened = await staffCall(
        app,
        'GET',
        urlOf(CatalogConsoleApi.getMerchantEditor, { params: { id: merchant.id } }),
        reader.cookie,
      );
      expect(opened.statusCode).toBe(200);
      const write = await staffCall(
        app,
        'PUT',
        urlOf(CatalogConsoleApi.updateMerchant, { params: { id: merchant.id } }),
        reader.cookie,
        { ...form, title: 'Not allowed', revision: merchant.revision },
      );
      expect(write.statusCode).toBe(403);
      const after = await staffCall(
        app,
        'GET',
        urlOf(CatalogConsoleApi.getMerchantEditor, { params: { id: merchant.id } }),
        reader.cookie,
      );
      expect(merchantEditorSchema.parse(after.json()).title).toBe(form.title);
    },
  );
});
