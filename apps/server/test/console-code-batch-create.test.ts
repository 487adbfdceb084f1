import {
  CodeBatchConsoleApi,
  codeBatchGridPageSchema,
  profileSchema,
  urlOf,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEdition } from './factories/edition.ts';
import { codeBatchConsole } from './helpers/code-batches.ts';
import { loggedInMember } from './helpers/member.ts';
import { signedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-15: a code batch made for an edition in the console, audited, listed with its usage and
 * downloaded as CSV; the days of activation it names, on the real app.
 */

const testApp = useTestApp();
const DAY_MS = 86_400_000;
const { createBatch, get, csvOf, activate, auditRows } = codeBatchConsole(testApp);

describe('code batches in the console', () => {
  it('makes a batch for an edition, audited, listed with its usage, and downloads it as CSV', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const edition = await createEdition(testApp().db);
    const label = `PO-${randomUUID().slice(0, 8)}`;

    const batch = await createBatch(editor, { editionId: edition.id, label, count: 5 });

    expect(batch).toMatchObject({
      label,
      editionId: edition.id,
      count: 5,
      activationDays: null,
      activatableUntil: edition.validUntil,
      createdBy: editor.email,
      voidedAt: null,
      usage: { activated: 0, unused: 5, void: 0 },
    });
    const [audit] = await auditRows('codeBatch.create', batch.id);
    expect(audit).toMatchObject({ staff_id: editor.id, object_type: 'codeBatch' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ label, count: 5, batch: batch.batch });

    const grid = await get(
      editor,
      urlOf(CodeBatchConsoleApi.getCodeBatchGrid, {
        query: {
          filter: label.toLowerCase(),
          page: 1,
          pageSize: 25,
          sort: 'createdAt',
          direction: 'desc',
          editionId: undefined,
        },
      }),
    );
    expect(grid.statusCode, grid.body).toBe(200);
    const page = codeBatchGridPageSchema.parse(grid.json());
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: batch.id, usage: { unused: 5 } });

    const rows = await csvOf(editor, batch.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.code)).size).toBe(5);
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(row.link).toBe(`${testApp().app.config.PUBLIC_URL}/account/activate?code=${row.code}`);
      expect(row.status).toBe('unused');
    }
    // The batch key is what its codes carry (reports group activations by it).
    const keys = await testApp()
      .db.selectFrom('activation_code')
      .select('batch')
      .where(
        'code',
        'in',
        rows.map((row) => row.code.replace(/-/g, '')),
      )
      .execute();
    expect(keys.map((row) => row.batch)).toEqual(Array(5).fill(batch.batch));
  });

  it('gives the days of activation a batch names, counted from the activation', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const edition = await createEdition(testApp().db, { days: 300 });
    const batch = await createBatch(owner, { editionId: edition.id, count: 1, activationDays: 14 });
    const [code] = (await csvOf(owner, batch.id)).map((row) => row.code);
    const member = await loggedInMember(testApp());
    const before = Date.now();
    const response = await activate(member.cookie, code!);
    expect(response.statusCode, response.body).toBe(200);
    const validTo = Date.parse(profileSchema.parse(response.json()).userOffersValidTo!);
    expect(validTo).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(validTo).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);
  });
});
