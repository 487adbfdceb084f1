import { StaffApi, urlOf, type AuditGridPage, type StaffGridPage } from '@citybook/contract';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  firstSignIn,
  signedInStaff,
  staffCall,
  uniqueStaffEmail,
  type SignedInStaff,
} from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let owner: SignedInStaff;

beforeAll(async () => {
  owner = await signedInStaff(testApp(), 'owner');
});

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: unknown }>().code;

function ownerCall(method: 'GET' | 'POST', url: string, body: unknown = {}) {
  return staffCall(testApp().app, method, url, owner.cookie, body);
}

function me(cookie: string) {
  return staffCall(testApp().app, 'GET', StaffApi.getCurrentStaff.path, cookie);
}

async function auditRows(staffId: number, action: string) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'staff')
    .where('object_id', '=', String(staffId))
    .where('action', '=', action)
    .execute();
}

describe('owners manage staff (OPERATOR-7)', () => {
  it('invite an account whose temporary password leads to a first sign-in', async () => {
    const email = uniqueStaffEmail('Invited').toUpperCase();
    const invited = await ownerCall('POST', StaffApi.inviteStaff.path, { email, role: 'support' });
    expect(invited.statusCode, invited.body).toBe(200);
    const body = invited.json<{
      staff: { id: number; email: string };
      temporaryPassword: string;
    }>();
    expect(body.staff).toMatchObject({
      email: email.toLowerCase(),
      role: 'support',
      disabled: false,
      enrolled: false,
      mustChangePassword: true,
      lastSignInAt: null,
    });
    const [audit] = await auditRows(body.staff.id, 'staff.invite');
    expect(audit).toMatchObject({
      staff_id: owner.id,
      staff_email: owner.email,
      before_json: null,
    });
    expect(audit!.after_json).not.toContain(body.temporaryPassword);

    const again = await ownerCall('POST', StaffApi.inviteStaff.path, { email, role: 'editor' });
    expect([again.statusCode, codeOf(again)]).toEqual([400, 6]);

    const signedIn = await firstSignIn(testApp().app, {
      email: body.staff.email,
      temporaryPassword: body.temporaryPassword,
    });
    expect((await me(signedIn.cookie)).json()).toMatchObject({ role: 'support' });
  });

  it('disabling ends the sessions at once and refuses sign-in like a wrong password; enabling lets in again', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const url = urlOf(StaffApi.setStaffDisabled, { params: { staffId: editor.id } });
    const disabled = await ownerCall('POST', url, { disabled: true });
    expect(disabled.json()).toMatchObject({ id: editor.id, disabled: true });
    expect((await me(editor.cookie)).statusCode).toBe(401);
    const signIn = await staffCall(testApp().app, 'POST', StaffApi.signIn.path, undefined, {
      email: editor.email,
      password: editor.password,
    });
    expect([signIn.statusCode, codeOf(signIn)]).toEqual([401, 401]);
    const [audit] = await auditRows(editor.id, 'staff.disable');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ disabled: false });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ disabled: true, sessionsEnded: 1 });

    expect((await ownerCall('POST', url, { disabled: false })).json()).toMatchObject({
      disabled: false,
    });
    const back = await staffCall(testApp().app, 'POST', StaffApi.signIn.path, undefined, {
      email: editor.email,
      password: editor.password,
    });
    expect(back.json()).toEqual({ next: 'code' });
  });

  it('a new role ends the sessions (the person signs in again with it)', async () => {
    const analyst = await signedInStaff(testApp(), 'analyst');
    const url = urlOf(StaffApi.changeStaffRole, { params: { staffId: analyst.id } });
    const changed = await ownerCall('POST', url, { role: 'editor' });
    expect(changed.json()).toMatchObject({ role: 'editor' });
    expect((await me(analyst.cookie)).statusCode).toBe(401);
    const [audit] = await auditRows(analyst.id, 'staff.role.change');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ role: 'analyst' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ role: 'editor' });
  });

  it('resetting the second factor makes the next sign-in a first one', async () => {
    const support = await signedInStaff(testApp(), 'support');
    const url = urlOf(StaffApi.resetStaffSecondFactor, { params: { staffId: support.id } });
    const reset = await ownerCall('POST', url);
    const body = reset.json<{ temporaryPassword: string; staff: object }>();
    expect(body.staff).toMatchObject({ enrolled: false, mustChangePassword: true });
    expect((await me(support.cookie)).statusCode).toBe(401);
    const old = await staffCall(testApp().app, 'POST', StaffApi.signIn.path, undefined, {
      email: support.email,
      password: support.password,
    });
    expect(old.statusCode).toBe(401);
    const again = await firstSignIn(testApp().app, {
      email: support.email,
      temporaryPassword: body.temporaryPassword,
    });
    expect(again.totpSecret).not.toBe(support.totpSecret);
    const codes = await testApp()
      .db.selectFrom('staff_recovery_code')
      .select('used_at')
      .where('staff_id', '=', support.id)
      .execute();
    expect(codes).toHaveLength(10);
  });

  it('an owner cannot demote, disable or reset themself, and an unknown id is 404', async () => {
    const own = { params: { staffId: owner.id } };
    const answers = await Promise.all([
      ownerCall('POST', urlOf(StaffApi.changeStaffRole, own), { role: 'editor' }),
      ownerCall('POST', urlOf(StaffApi.setStaffDisabled, own), { disabled: true }),
      ownerCall('POST', urlOf(StaffApi.resetStaffSecondFactor, own)),
    ]);
    expect(answers.map((answer) => [answer.statusCode, codeOf(answer)])).toEqual([
      [409, 'ownStaffAccount'],
      [409, 'ownStaffAccount'],
      [409, 'ownStaffAccount'],
    ]);
    expect((await me(owner.cookie)).json()).toMatchObject({ role: 'owner' });
    const missing = await ownerCall(
      'POST',
      urlOf(StaffApi.changeStaffRole, { params: { staffId: 2_000_000 } }),
      { role: 'editor' },
    );
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'notFound']);
  });
});

describe('the staff grid (OPERATOR-7, OPERATOR-9)', () => {
  it('filters by e-mail, role and disabled, sorts and pages on the server', async () => {
    const tag = `grid${Date.now()}`;
    const made = [
      await addStaff(testApp(), 'editor', `${tag}-b@example.com`),
      await addStaff(testApp(), 'editor', `${tag}-a@example.com`),
      await addStaff(testApp(), 'analyst', `${tag}-c@example.com`),
    ];
    await ownerCall(
      'POST',
      urlOf(StaffApi.setStaffDisabled, { params: { staffId: made[0]!.id } }),
      {
        disabled: true,
      },
    );
    const page = (query: Record<string, string | number | boolean | undefined>) =>
      ownerCall('GET', urlOf(StaffApi.getStaffGrid, { query }));
    const editors = (
      await page({ filter: tag, role: 'editor', sort: 'email' })
    ).json<StaffGridPage>();
    expect(editors.total).toBe(2);
    expect(editors.rows.map((row) => row.email)).toEqual([
      `${tag}-a@example.com`,
      `${tag}-b@example.com`,
    ]);
    const disabled = (await page({ filter: tag, disabled: true })).json<StaffGridPage>();
    expect(disabled.rows.map((row) => row.id)).toEqual([made[0]!.id]);
    const second = (
      await page({ filter: tag, sort: 'email', direction: 'desc', pageSize: 1, page: 2 })
    ).json<StaffGridPage>();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.rows.map((row) => row.email)).toEqual([`${tag}-b@example.com`]);
    // LIKE's wildcards are taken as typed.
    expect((await page({ filter: '%' })).json<StaffGridPage>().total).toBe(0);
  });
});

describe('the audit log (OPERATOR-8)', () => {
  it('is newest first and filters by person, object and day', async () => {
    const editor = await addStaff(testApp(), 'editor');
    const url = urlOf(StaffApi.changeStaffRole, { params: { staffId: editor.id } });
    await ownerCall('POST', url, { role: 'analyst' });
    await ownerCall('POST', url, { role: 'support' });
    const log = (query: Record<string, string | number | undefined>) =>
      ownerCall('GET', urlOf(StaffApi.getAuditLog, { query }));

    const ofObject = (
      await log({ objectType: 'staff', objectId: String(editor.id) })
    ).json<AuditGridPage>();
    expect(ofObject.rows.map((row) => row.action)).toEqual([
      'staff.role.change',
      'staff.role.change',
      'staff.invite',
    ]);
    expect(ofObject.rows[0]).toMatchObject({
      staffId: owner.id,
      staffEmail: owner.email,
      before: expect.objectContaining({ role: 'analyst' }) as unknown,
      after: expect.objectContaining({ role: 'support' }) as unknown,
    });
    const byOwner = (
      await log({ staffId: owner.id, objectId: String(editor.id) })
    ).json<AuditGridPage>();
    expect(byOwner.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const withDays = (from: string, to: string) =>
      log({ objectId: String(editor.id), from, to }).then((r) => r.json<AuditGridPage>().total);
    expect(await withDays(today, today)).toBe(3);
    expect(await withDays(tomorrow, tomorrow)).toBe(0);
    const oldestFirst = (
      await log({ objectId: String(editor.id), direction: 'asc' })
    ).json<AuditGridPage>();
    expect(oldestFirst.rows[0]!.action).toBe('staff.invite');
  });
});

describe('npm run cli -- staff add (OPERATOR-2)', () => {
  it('prints the e-mail and a temporary password that signs in for the first time', async () => {
    const email = uniqueStaffEmail('cli');
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: testApp().databaseUrl, LOG_LEVEL: 'silent' },
      });
    const { stdout } = await run(['staff', 'add', email, '--role', 'owner']);
    const [header, line] = stdout.trim().split('\n');
    expect(header).toBe('email,temporaryPassword');
    const [printedEmail, temporaryPassword] = line!.split(',');
    expect(printedEmail).toBe(email);
    const signedIn = await firstSignIn(testApp().app, {
      email,
      temporaryPassword: temporaryPassword!,
    });
    expect((await me(signedIn.cookie)).json()).toMatchObject({ role: 'owner' });

    await expect(run(['staff', 'add', email, '--role', 'owner'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Another staff account has this email address.') as unknown,
    });
    await expect(run(['staff', 'add', email, '--role', 'boss'])).rejects.toMatchObject({ code: 2 });
  });
});
