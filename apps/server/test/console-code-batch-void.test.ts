import {
  ActivationErrors,
  ActivationText,
  CodeBatchConsoleApi,
  codeBatchDetailSchema,
  ErrorCode,
  profileSchema,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createEdition } from './factories/edition.ts';
import { codeBatchConsole } from './helpers/code-batches.ts';
import { loggedInMember } from './helpers/member.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-17: a code, or a whole batch, voided in the console with a reason and audited; members
 * are refused a voided code while an activated one keeps working, on the real app.
 */

const testApp = useTestApp();
const { createBatch, get, detail, csvOf, activate, auditRows } = codeBatchConsole(testApp);

describe('code batches in the console', () => {
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
});
