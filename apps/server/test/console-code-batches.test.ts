import {
  ActivationErrors,
  ActivationText,
  CodeBatchConsoleApi,
  codeBatchDetailSchema,
  codeBatchGridPageSchema,
  ErrorCode,
  formatActivationCode,
  profileSchema,
  urlOf,
  ActivationApi,
  type CodeBatchDetail,
  type CodeBatchForm,
} from '@citybook/contract';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateActivationCodes } from '../src/modules/activation/index.ts';
import { insertNewActivationCodes } from '../src/modules/activation/repositories/activation-code-repo.ts';
import { createEdition } from './factories/edition.ts';
import { pdfQrTexts, pdfText } from './helpers/code-batch-pdf.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/* OPERATOR-15…17: code batches made, downloaded and voided in the console, on the real app. */

const testApp = useTestApp();
const DAY_MS = 86_400_000;

async function createBatch(
  staff: SignedInStaff,
  form: Partial<CodeBatchForm> & { editionId: number },
): Promise<CodeBatchDetail> {
  const response = await staffCall(
    testApp().app,
    'POST',
    CodeBatchConsoleApi.createCodeBatch.path,
    staff.cookie,
    { label: `Printer order ${randomUUID().slice(0, 6)}`, count: 3, activationDays: null, ...form },
  );
  expect(response.statusCode, response.body).toBe(200);
  return codeBatchDetailSchema.parse(response.json());
}

function get(staff: SignedInStaff, url: string) {
  return staffCall(testApp().app, 'GET', url, staff.cookie);
}

async function detail(staff: SignedInStaff, batchId: number): Promise<CodeBatchDetail> {
  const response = await get(
    staff,
    urlOf(CodeBatchConsoleApi.getCodeBatch, { params: { batchId } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return codeBatchDetailSchema.parse(response.json());
}

interface CsvRow {
  code: string;
  link: string;
  status: string;
  activatedAt: string;
  voidedAt: string;
  voidReason: string;
}

async function csvOf(staff: SignedInStaff, batchId: number): Promise<CsvRow[]> {
  const response = await get(
    staff,
    urlOf(CodeBatchConsoleApi.downloadCodeBatchCsv, { params: { batchId } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse<CsvRow>(response.body, { columns: true });
}

const activate = (cookie: string, code: string) =>
  postJson(testApp().app, ActivationApi.activate.path, { code }, cookie);

async function auditRows(action: string, objectId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();
}

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

  it('writes a PDF holding every code once, each with a QR code that opens its activation link', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const edition = await createEdition(testApp().db);
    const batch = await createBatch(owner, { editionId: edition.id, count: 23 });

    const response = await get(
      owner,
      urlOf(CodeBatchConsoleApi.downloadCodeBatchPdf, { params: { batchId: batch.id } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="citybook-codes-${batch.batch}.pdf"`,
    );
    // Streamed as it is made (ADR 0042): sent in chunks, its length unknown when it begins.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const bytes = response.rawPayload;
    const codes = (await csvOf(owner, batch.id)).map((row) => row.code);
    const { pages, items } = await pdfText(bytes);
    expect(pages).toBe(3); // ten cards a sheet
    const printed = items.filter((text) => /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/.test(text));
    expect(printed.toSorted()).toEqual(codes.toSorted());
    // Every card shows its face (drawn once for the batch and placed on each card).
    expect(items.filter((text) => text === 'ACTIVATION CODE')).toHaveLength(codes.length);
    expect(items.filter((text) => text.startsWith('Activate by '))).toHaveLength(codes.length);
    const links = pdfQrTexts(bytes);
    expect(links.toSorted()).toEqual(
      codes
        .map((code) => `${testApp().app.config.PUBLIC_URL}/account/activate?code=${code}`)
        .toSorted(),
    );
  });

  it('refuses a voided code to a member with the withdrawn message, while an activated one keeps working', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const edition = await createEdition(testApp().db);
    const batch = await createBatch(owner, { editionId: edition.id, count: 4 });
    const [kept, single, rest] = (await csvOf(owner, batch.id)).map((row) => row.code);
    const first = await loggedInMember(testApp());
    expect((await activate(first.cookie, kept!)).statusCode).toBe(200);

    // One code voided, with a reason, audited.
    const voidOne = await staffCall(
      testApp().app,
      'POST',
      urlOf(CodeBatchConsoleApi.voidActivationCode, { params: { batchId: batch.id } }),
      owner.cookie,
      { code: single!.toLowerCase(), reason: 'Misprinted sheet' },
    );
    expect(voidOne.statusCode, voidOne.body).toBe(200);
    expect(codeBatchDetailSchema.parse(voidOne.json())).toMatchObject({
      usage: { activated: 1, unused: 2, void: 1 },
      voidedCodes: [{ code: single, reason: 'Misprinted sheet' }],
    });
    const [codeAudit] = await testApp()
      .db.selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'activationCode.void')
      .where('after_json', 'like', `%${single!}%`)
      .execute();
    expect(JSON.parse(codeAudit!.after_json!)).toMatchObject({ reason: 'Misprinted sheet' });

    const second = await loggedInMember(testApp());
    const refused = await activate(second.cookie, single!);
    expect(refused.statusCode).toBe(ActivationErrors.codeWithdrawn.status);
    expect(refused.json()).toEqual({
      code: ErrorCode.codeWithdrawn,
      message: ActivationText.withdrawn,
    });

    // An activated code cannot be voided: it keeps working.
    const voidActivated = await staffCall(
      testApp().app,
      'POST',
      urlOf(CodeBatchConsoleApi.voidActivationCode, { params: { batchId: batch.id } }),
      owner.cookie,
      { code: kept, reason: 'Lost box' },
    );
    expect(voidActivated.statusCode).toBe(409);
    expect(voidActivated.json<{ code: string }>().code).toBe(ErrorCode.codeActivated);

    // The whole batch voided, with a reason, audited; voiding it again is refused.
    const voidAll = () =>
      staffCall(
        testApp().app,
        'POST',
        urlOf(CodeBatchConsoleApi.voidCodeBatch, { params: { batchId: batch.id } }),
        owner.cookie,
        { reason: 'Box lost in transit' },
      );
    const voided = await voidAll();
    expect(voided.statusCode, voided.body).toBe(200);
    expect(codeBatchDetailSchema.parse(voided.json())).toMatchObject({
      voidReason: 'Box lost in transit',
      usage: { activated: 1, unused: 0, void: 3 },
    });
    expect(await auditRows('codeBatch.void', batch.id)).toHaveLength(1);
    expect((await voidAll()).statusCode).toBe(409);
    expect(await auditRows('codeBatch.void', batch.id)).toHaveLength(1);

    const third = await loggedInMember(testApp());
    const refusedRest = await activate(third.cookie, rest!);
    expect(refusedRest.json()).toEqual({
      code: ErrorCode.codeWithdrawn,
      message: ActivationText.withdrawn,
    });
    // The member who activated before keeps the activation.
    const profile = await staffCall(testApp().app, 'GET', '/api/account/profile', first.cookie);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profileSchema.parse(profile.json()).userOffersValidTo).toBe(edition.validUntil);
    expect((await activate(first.cookie, kept!)).json<{ code: number }>().code).toBe(
      ErrorCode.codeAlreadyActivated,
    );

    const csv = await csvOf(owner, batch.id);
    expect(csv.find((row) => row.code === kept)).toMatchObject({
      status: 'activated',
      voidedAt: '',
    });
    expect(csv.find((row) => row.code === single)).toMatchObject({
      status: 'void',
      voidReason: 'Misprinted sheet',
    });
    expect(csv.find((row) => row.code === rest)).toMatchObject({
      status: 'void',
      voidReason: 'Box lost in transit',
    });
  });

  it('refuses a code of another batch, and an unknown batch', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const edition = await createEdition(testApp().db);
    const one = await createBatch(owner, { editionId: edition.id, count: 1 });
    const other = await createBatch(owner, { editionId: edition.id, count: 1 });
    const [code] = (await csvOf(owner, other.id)).map((row) => row.code);
    const response = await staffCall(
      testApp().app,
      'POST',
      urlOf(CodeBatchConsoleApi.voidActivationCode, { params: { batchId: one.id } }),
      owner.cookie,
      { code, reason: 'wrong batch' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string }>().code).toBe(ErrorCode.codeNotInBatch);
    expect((await detail(owner, other.id)).usage).toEqual({ activated: 0, unused: 1, void: 0 });
    const missing = await get(
      owner,
      urlOf(CodeBatchConsoleApi.getCodeBatch, { params: { batchId: 999_999 } }),
    );
    expect(missing.statusCode).toBe(404);
    const pdf = await get(
      owner,
      urlOf(CodeBatchConsoleApi.downloadCodeBatchPdf, { params: { batchId: 999_999 } }),
    );
    expect(pdf.statusCode).toBe(404);
    const unknownEdition = await staffCall(
      testApp().app,
      'POST',
      CodeBatchConsoleApi.createCodeBatch.path,
      owner.cookie,
      { label: 'x', count: 1, activationDays: null, editionId: 999_999 },
    );
    expect(unknownEdition.statusCode).toBe(422);
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

  it('inserting drawn codes leaves out one that exists in another batch and counts only the new', async () => {
    const { db } = testApp();
    const edition = await createEdition(db);
    const { market_id: marketId } = await db
      .selectFrom('edition')
      .select('market_id')
      .where('id', '=', edition.id)
      .executeTakeFirstOrThrow();
    const shared = (batch: string) => ({
      batch,
      market_id: marketId,
      edition_id: edition.id,
      expires_at: edition.validUntil,
      offers_valid_to: edition.validUntil,
      created_at: new Date().toISOString(),
    });
    const unique = () => randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
    const taken = unique();
    const first = `batch-${randomUUID()}`;
    const second = `batch-${randomUUID()}`;
    expect(await insertNewActivationCodes(db, [taken], shared(first))).toBe(1);
    const fresh = [unique(), unique()];
    expect(await insertNewActivationCodes(db, [fresh[0]!, taken, fresh[1]!], shared(second))).toBe(
      2,
    );
    const rows = await db
      .selectFrom('activation_code')
      .select(['code', 'batch', 'edition_id', 'market_id', 'expires_at'])
      .where('code', 'in', [taken, ...fresh])
      .execute();
    const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : 1);
    expect(rows.sort(byCode)).toEqual(
      [
        { code: taken, batch: first },
        { code: fresh[0]!, batch: second },
        { code: fresh[1]!, batch: second },
      ]
        .sort(byCode)
        .map((row) => ({
          ...row,
          edition_id: edition.id,
          market_id: marketId,
          expires_at: edition.validUntil,
        })),
    );
  });

  it('the CLI makes its codes through the same service: a batch row, unique grouped codes', async () => {
    const edition = await createEdition(testApp().db);
    const { batch, codes } = await generateActivationCodes(testApp().db, {
      count: 1200,
      edition: edition.slug,
      label: 'CLI run',
    });
    expect(codes).toHaveLength(1200);
    expect(new Set(codes).size).toBe(1200);
    for (const code of codes) expect(formatActivationCode(code)).toBe(code);
    const row = await testApp()
      .db.selectFrom('code_batch')
      .selectAll()
      .where('batch', '=', batch)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      label: 'CLI run',
      count: 1200,
      created_by: 'command line',
      edition_id: edition.id,
    });
  });
});
