import {
  PENDING_SIGN_IN_MAX_CODE_ATTEMPTS,
  RecoveryCodes,
  STAFF_PENDING_SIGN_IN_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffApi,
  Totp,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pruneExpired } from '../src/modules/account/index.ts';
import {
  addStaff,
  cookieOf,
  firstSignIn,
  newStaffPassword,
  signedInStaff,
  staffCall,
  totpCode,
} from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** Fake Date only: the database, argon2 and Fastify keep their real timers. */
function clockAt(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const advance = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

function signInRequest(email: string, password: string) {
  return staffCall(testApp().app, 'POST', StaffApi.signIn.path, undefined, { email, password });
}

async function pendingSignIn(email: string, password: string): Promise<string> {
  const response = await signInRequest(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response, STAFF_PENDING_SIGN_IN_COOKIE);
}

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: unknown }>().code;

function me(cookie: string | undefined) {
  return staffCall(testApp().app, 'GET', StaffApi.getCurrentStaff.path, cookie);
}

async function auditOf(staffId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'staff')
    .where('object_id', '=', String(staffId))
    .orderBy('id')
    .execute();
}

describe('first sign-in (OPERATOR-2, OPERATOR-4)', () => {
  it('sets a new password, enrols an authenticator and shows ten recovery codes once', async () => {
    const { app } = testApp();
    const staff = await addStaff(testApp(), 'editor');
    const step1 = await signInRequest(staff.email, staff.temporaryPassword);
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ next: 'changePassword' });
    const pendingCookie = step1.cookies.find((c) => c.name === STAFF_PENDING_SIGN_IN_COOKIE);
    expect(pendingCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/console',
    });
    const pending = cookieOf(step1, STAFF_PENDING_SIGN_IN_COOKIE);

    // Nothing is signed in yet, and the steps go in order.
    expect((await me(pending)).statusCode).toBe(401);
    const early = await staffCall(app, 'POST', StaffApi.startEnrolment.path, pending);
    expect(early.json()).toMatchObject({ code: 'staffSignInExpired' });

    const rule = await staffCall(app, 'POST', StaffApi.setNewPassword.path, pending, {
      newPassword: 'short',
    });
    expect([rule.statusCode, codeOf(rule)]).toEqual([400, 12]);
    const common = await staffCall(app, 'POST', StaffApi.setNewPassword.path, pending, {
      newPassword: 'Password1!',
    });
    expect(common.json()).toMatchObject({ code: 'commonPassword' });
    const same = await staffCall(app, 'POST', StaffApi.setNewPassword.path, pending, {
      newPassword: staff.temporaryPassword,
    });
    expect(same.statusCode).toBe(400);

    const password = newStaffPassword();
    const step2 = await staffCall(app, 'POST', StaffApi.setNewPassword.path, pending, {
      newPassword: password,
    });
    expect(step2.json()).toEqual({ next: 'enrol' });
    expect((await signInRequest(staff.email, staff.temporaryPassword)).statusCode).toBe(401);

    const step3 = await staffCall(app, 'POST', StaffApi.startEnrolment.path, pending);
    const { secret, otpauthUri } = step3.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toContain(staff.email);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      digits: String(Totp.digits),
      period: String(Totp.periodSeconds),
      algorithm: 'SHA1',
    });

    const wrong = await staffCall(app, 'POST', StaffApi.finishEnrolment.path, pending, {
      code: totpCode(secret, new Date(Date.now() - 10 * 60_000)),
    });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'wrongStaffCode']);

    const done = await staffCall(app, 'POST', StaffApi.finishEnrolment.path, pending, {
      code: totpCode(secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<{ recoveryCodes: string[]; staff: { role: string } }>();
    expect(body.recoveryCodes).toHaveLength(RecoveryCodes.count);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(new Set(body.recoveryCodes).size).toBe(RecoveryCodes.count);
    expect(body.staff).toMatchObject({ email: staff.email, role: 'editor', recoveryCodesLeft: 10 });
    const session = done.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/console' });
    expect((await me(cookieOf(done, STAFF_SESSION_COOKIE))).statusCode).toBe(200);

    // Audited, never with a secret.
    const audit = await auditOf(staff.id);
    expect(audit.map((row) => row.action)).toEqual([
      'staff.invite',
      'staff.password.change',
      'staff.signIn.failed', // the temporary password, once replaced
      'staff.signIn.failed', // the wrong enrolment code
      'staff.secondFactor.enrol',
      'staff.signIn',
    ]);
    const text = JSON.stringify(audit);
    for (const secretText of [password, staff.temporaryPassword, secret, ...body.recoveryCodes])
      expect(text).not.toContain(secretText);
    const stored = await testApp()
      .db.selectFrom('staff_account')
      .select(['totp_secret', 'password_hash'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    // Sealed under STAFF_SECRET_KEY: a copy of the database does not hold the secret.
    expect(stored.totp_secret).toMatch(/^aes256gcm:/);
    expect(stored.totp_secret).not.toContain(secret);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('sends the first sign-in again through the password when the pending sign-in expired', async () => {
    clockAt('2026-11-27T09:00:00Z');
    const staff = await addStaff(testApp(), 'support');
    const pending = await pendingSignIn(staff.email, staff.temporaryPassword);
    advance(16);
    const late = await staffCall(testApp().app, 'POST', StaffApi.setNewPassword.path, pending, {
      newPassword: newStaffPassword(),
    });
    expect([late.statusCode, codeOf(late)]).toEqual([401, 'staffSignInExpired']);
  });
});

describe('the code step (OPERATOR-3, OPERATOR-5)', () => {
  it('takes the authenticator’s code once: the same code again is refused', async () => {
    clockAt('2026-11-27T10:00:05Z');
    const staff = await signedInStaff(testApp(), 'analyst');
    advance(1);
    const code = totpCode(staff.totpSecret);
    const first = await staffCall(
      testApp().app,
      'POST',
      StaffApi.submitCode.path,
      await pendingSignIn(staff.email, staff.password),
      { code },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ role: 'analyst', recoveryCodesLeft: 10 });
    const replay = await staffCall(
      testApp().app,
      'POST',
      StaffApi.submitCode.path,
      await pendingSignIn(staff.email, staff.password),
      { code },
    );
    expect([replay.statusCode, codeOf(replay)]).toEqual([400, 'wrongStaffCode']);
    const failed = (await auditOf(staff.id)).at(-1);
    expect(failed).toMatchObject({ action: 'staff.signIn.failed' });
    expect(JSON.parse(failed!.after_json!)).toEqual({ reason: 'codeReused' });
  });

  it('lets one of two racing sign-ins with the same code through', async () => {
    const staff = await signedInStaff(testApp(), 'editor');
    const pendings = [
      await pendingSignIn(staff.email, staff.password),
      await pendingSignIn(staff.email, staff.password),
    ];
    const code = totpCode(staff.totpSecret, new Date(Date.now() + Totp.periodSeconds * 1000));
    const answers = await Promise.all(
      pendings.map((pending) =>
        staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, { code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts the code of the step before or after (clock drift), not older ones', async () => {
    clockAt('2026-11-27T11:00:00Z');
    const staff = await signedInStaff(testApp(), 'editor');
    advance(5);
    const pending = await pendingSignIn(staff.email, staff.password);
    const old = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
      code: totpCode(staff.totpSecret, new Date(Date.now() - 2 * Totp.periodSeconds * 1000)),
    });
    expect(old.statusCode).toBe(400);
    const drifted = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
      code: totpCode(staff.totpSecret, new Date(Date.now() - Totp.periodSeconds * 1000)),
    });
    expect(drifted.statusCode, drifted.body).toBe(200);
  });

  it('signs in once with each recovery code, and a new set replaces the old one', async () => {
    const staff = await signedInStaff(testApp(), 'support');
    const [code, other] = staff.recoveryCodes;
    const pending = await pendingSignIn(staff.email, staff.password);
    // Typed in capitals, without the hyphen: the same code.
    const used = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
      code: code!.replace('-', '').toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await staffCall(
      testApp().app,
      'POST',
      StaffApi.submitCode.path,
      await pendingSignIn(staff.email, staff.password),
      { code },
    );
    expect(again.json()).toMatchObject({ code: 'wrongStaffCode' });

    const cookie = cookieOf(used, STAFF_SESSION_COOKIE);
    const renewed = await staffCall(testApp().app, 'POST', StaffApi.newRecoveryCodes.path, cookie);
    expect(renewed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    const oldSet = await staffCall(
      testApp().app,
      'POST',
      StaffApi.submitCode.path,
      await pendingSignIn(staff.email, staff.password),
      { code: other },
    );
    expect(oldSet.statusCode).toBe(400);
    expect((await me(cookie)).json()).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await auditOf(staff.id)).at(-2)).toMatchObject({
      action: 'staff.recoveryCodes.renew',
      before_json: '{"recoveryCodesLeft":9}',
      after_json: '{"recoveryCodesLeft":10}',
    });
  });

  it(`spends a sign-in after ${PENDING_SIGN_IN_MAX_CODE_ATTEMPTS} wrong codes`, async () => {
    const staff = await signedInStaff(testApp(), 'editor');
    const pending = await pendingSignIn(staff.email, staff.password);
    for (let attempt = 0; attempt < PENDING_SIGN_IN_MAX_CODE_ATTEMPTS; attempt++) {
      const wrong = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
        code: 'aaaaa-aaaaa',
      });
      expect(wrong.json()).toMatchObject({ code: 'wrongStaffCode' });
    }
    const spent = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
      code: totpCode(staff.totpSecret),
    });
    expect(spent.json()).toMatchObject({ code: 'staffSignInExpired' });
  });
});

describe('the password step (OPERATOR-3)', () => {
  it('answers a wrong password and an unknown e-mail alike, and audits both', async () => {
    const staff = await signedInStaff(testApp(), 'editor');
    const wrong = await signInRequest(staff.email, 'Wrong#pass1');
    const unknownEmail = `nobody-${staff.id}@example.com`;
    const unknown = await signInRequest(unknownEmail, 'Wrong#pass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.cookies).toEqual([]);
    const rows = await testApp()
      .db.selectFrom('staff_audit')
      .selectAll()
      .where('staff_email', 'in', [staff.email, unknownEmail])
      .where('action', '=', 'staff.signIn.failed')
      .execute();
    expect(rows.map((row) => [row.staff_id, JSON.parse(row.after_json!) as unknown])).toEqual([
      [staff.id, { reason: 'wrongPassword' }],
      [null, { reason: 'unknownEmail' }],
    ]);
  });

  it('is throttled like a member login: five wrong passwords lock this address out', async () => {
    const staff = await signedInStaff(testApp(), 'analyst');
    for (let attempt = 1; attempt < 5; attempt++)
      expect((await signInRequest(staff.email, 'Wrong#pass1')).statusCode).toBe(401);
    const fifth = await signInRequest(staff.email, 'Wrong#pass1');
    expect([fifth.statusCode, codeOf(fifth)]).toEqual([400, 2]);
    const right = await signInRequest(staff.email, staff.password);
    expect([right.statusCode, codeOf(right)]).toEqual([400, 2]);
    expect((await auditOf(staff.id)).at(-1)).toMatchObject({
      action: 'staff.signIn.failed',
      after_json: '{"reason":"locked"}',
    });
  });
});

describe('staff sessions end (OPERATOR-6)', () => {
  it('after 30 minutes without a request', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const staff = await signedInStaff(testApp(), 'editor');
    advance(29);
    expect((await me(staff.cookie)).statusCode).toBe(200);
    advance(29);
    expect((await me(staff.cookie)).statusCode).toBe(200);
    advance(30);
    const ended = await me(staff.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
  });

  it('and housekeeping deletes the ended ones', async () => {
    clockAt('2026-11-27T15:00:00Z');
    const staff = await signedInStaff(testApp(), 'analyst');
    const sessionsOf = () =>
      testApp()
        .db.selectFrom('staff_session')
        .select('id')
        .where('staff_id', '=', staff.id)
        .execute();
    await pruneExpired(testApp().db, new Date());
    expect(await sessionsOf()).toHaveLength(1);
    advance(31);
    expect((await pruneExpired(testApp().db, new Date())).staffSessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf()).toEqual([]);
  });

  it('12 hours after sign-in, however busy', async () => {
    clockAt('2026-11-27T00:00:00Z');
    const staff = await signedInStaff(testApp(), 'owner');
    const signedIn = (await me(staff.cookie)).json<{ sessionExpiresAt: string }>();
    expect(signedIn.sessionExpiresAt).toBe('2026-11-27T12:00:00.000Z');
    for (let hour = 0; hour < 47; hour++) {
      advance(15);
      expect((await me(staff.cookie)).statusCode).toBe(200);
    }
    advance(15);
    expect((await me(staff.cookie)).statusCode).toBe(401);
  });

  it('at sign-out', async () => {
    const staff = await signedInStaff(testApp(), 'support');
    const out = await staffCall(testApp().app, 'POST', StaffApi.signOut.path, staff.cookie);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
    expect((await me(staff.cookie)).statusCode).toBe(401);
    expect((await auditOf(staff.id)).at(-1)).toMatchObject({ action: 'staff.signOut' });
  });

  it('when the person changes their password, except the session that changed it', async () => {
    const staff = await signedInStaff(testApp(), 'editor');
    const pending = await pendingSignIn(staff.email, staff.password);
    // The enrolment took this time step's code; the next step's is within the window.
    const other = await staffCall(testApp().app, 'POST', StaffApi.submitCode.path, pending, {
      code: totpCode(staff.totpSecret, new Date(Date.now() + Totp.periodSeconds * 1000)),
    });
    const otherCookie = cookieOf(other, STAFF_SESSION_COOKIE);
    const wrong = await staffCall(
      testApp().app,
      'POST',
      StaffApi.changeOwnPassword.path,
      staff.cookie,
      {
        currentPassword: 'Wrong#pass1',
        newPassword: newStaffPassword(),
      },
    );
    expect(wrong.json()).toMatchObject({ code: 2 });
    const password = newStaffPassword();
    const changed = await staffCall(
      testApp().app,
      'POST',
      StaffApi.changeOwnPassword.path,
      staff.cookie,
      { currentPassword: staff.password, newPassword: password },
    );
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await me(staff.cookie)).statusCode).toBe(200);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await signInRequest(staff.email, password)).json()).toEqual({ next: 'code' });
  });
});

describe('a staff session and a member session stay apart (OPERATOR-1)', () => {
  it('a staff session opens no member endpoint', async () => {
    const staff = await addStaff(testApp(), 'owner');
    const signedIn = await firstSignIn(testApp().app, staff);
    expect(signedIn.cookie.startsWith(`${STAFF_SESSION_COOKIE}=`)).toBe(true);
    const profile = await staffCall(testApp().app, 'GET', '/api/account/profile', signedIn.cookie);
    expect(profile.statusCode).toBe(401);
  });
});
