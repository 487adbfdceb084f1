import {
  ActivationApi,
  CodeBatchConsoleApi,
  codeBatchDetailSchema,
  urlOf,
  type CodeBatchDetail,
  type CodeBatchForm,
} from '@citybook/contract';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { postJson } from './session.ts';
import { staffCall, type SignedInStaff } from './staff.ts';
import type { TestApp } from './test-app.ts';

/*
 * OPERATOR-15…17: code batches through the console's endpoints as a signed-in staff member, their
 * CSV read back, a member's activation of a code, and the audit rows of a batch's writes.
 */

/** A row of a batch's CSV download. */
export interface CsvRow {
  code: string;
  link: string;
  status: string;
  activatedAt: string;
  voidedAt: string;
  voidReason: string;
}

/** The console's code batch calls on the file's app (`testApp` is its `useTestApp()` getter). */
export function codeBatchConsole(testApp: () => TestApp) {
  async function createBatch(
    staff: SignedInStaff,
    form: Partial<CodeBatchForm> & { editionId: number },
  ): Promise<CodeBatchDetail> {
    const response = await staffCall(
      testApp().app,
      'POST',
      CodeBatchConsoleApi.createCodeBatch.path,
      staff.cookie,
      {
        label: `Printer order ${randomUUID().slice(0, 6)}`,
        count: 3,
        activationDays: null,
        ...form,
      },
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

  return { createBatch, get, detail, csvOf, activate, auditRows };
}
