import {
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BusinessAccountApi,
  BusinessApi,
  ErrorCode,
  PENDING_SIGN_IN_MAX_CODE_ATTEMPTS,
  RecoveryCodes,
  STAFF_PENDING_SIGN_IN_COOKIE,
  StaffApi,
  type BusinessRole,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBusinessPerson, addOrganisation, businessSignIn } from './helpers/business.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { cookieOf, newStaffPassword, staffCall, totpCode } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-15: a business person turns two-step sign-in on from their account page, and the
 * business sign-in then asks for the code (MERCHANT-2, OPERATOR-3…5): the staff identity's
 * authenticator and recovery codes, in the business realm only (ADR 0046).
 */

const testApp = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** Fake Date only: the database, argon2 and Fastify keep their real timers. */
function clockAt(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** A minute on: the authenticator shows a code of a later time step. */
const nextMinute = () => vi.setSystemTime(Date.now() + 60_000);

const call = (method: 'GET' | 'POST', path: string, cookie?: string, body: unknown = {}) =>
  staffCall(testApp().app, method, path, cookie, body);

async function freeLocation(): Promise<number> {
  const row = await testApp()
    .db.selectFrom('merchant')
    .select('id')
    .where('organisation_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in person of a new organisation: a merchant admin, or counter staff at its location. */
async function signedInPerson(role: BusinessRole = 'merchantAdmin') {
  const location = await freeLocation();
  const organisation = await addOrganisation(testApp(), [location]);
  const person = await addBusinessPerson(
    testApp(),
    organisation.id,
    role,
    role === 'counterStaff' ? [location] : [],
  );
  return { ...person, cookie: await businessSignIn(testApp(), person) };
}

/** Turns two-step sign-in on through the endpoints; answers the secret and the recovery codes. */
async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call('POST', BusinessAccountApi.startBusinessEnrolment.path, cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauthUri } = started.json<{ secret: string; otpauthUri: string }>();
  expect(otpauthUri).toContain(`secret=${secret}`);
  const finished = await call('POST', BusinessAccountApi.finishBusinessEnrolment.path, cookie, {
    code: totpCode(secret),
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return { secret, recoveryCodes: finished.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** Step 1 of a business sign-in, expected to ask for the code: the pending cookie. */
async function signInAskingForCode(person: { email: string; password: string }) {
  const response = await call('POST', BusinessApi.businessSignIn.path, undefined, {
    email: person.email,
    password: person.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ next: 'code' });
  expect(response.cookies.some((c) => c.name === BUSINESS_SESSION_COOKIE && c.value)).toBe(false);
  return cookieOf(response, BUSINESS_PENDING_SIGN_IN_COOKIE);
}

const submitCode = (pending: string, code: string) =>
  call('POST', BusinessApi.businessSubmitCode.path, pending, { code });

const secondFactorOf = async (cookie: string) =>
  (await call('GET', BusinessAccountApi.getBusinessSecondFactor.path, cookie)).json<{
    enabled: boolean;
    recoveryCodesLeft: number;
  }>();

async function auditActions(accountId: number): Promise<string[]> {
  const rows = await testApp()
    .db.selectFrom('staff_audit')
    .select('action')
    .where('object_type', '=', 'staff')
    .where('object_id', '=', String(accountId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: unknown }>().code;

describe('two-step sign-in for a business’s people (MERCHANT-15)', () => {
  it.each(['merchantAdmin', 'counterStaff'] as const)(
    'a %s turns it on; after signing out, the sign-in asks for the code',
    async (role) => {
      clockAt('2026-11-27T10:00:00Z');
      const person = await signedInPerson(role);
      expect(await secondFactorOf(person.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

      const { secret, recoveryCodes } = await enrol(person.cookie);
      expect(recoveryCodes).toHaveLength(RecoveryCodes.count);
      expect(await secondFactorOf(person.cookie)).toEqual({
        enabled: true,
        recoveryCodesLeft: RecoveryCodes.count,
      });
      const me = await call('GET', BusinessApi.getCurrentBusinessUser.path, person.cookie);
      expect(me.json()).toMatchObject({ role, secondFactor: true });

      const signOut = await call('POST', BusinessApi.businessSignOut.path, person.cookie);
      expect(signOut.statusCode).toBe(204);
      nextMinute();
      const pending = await signInAskingForCode(person);
      const signedIn = await submitCode(pending, totpCode(secret));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json()).toMatchObject({ email: person.email, role, secondFactor: true });
      const cookie = cookieOf(signedIn, BUSINESS_SESSION_COOKIE);
      expect((await call('GET', BusinessApi.getCurrentBusinessUser.path, cookie)).statusCode).toBe(
        200,
      );

      expect(await auditActions(person.id)).toEqual([
        'staff.signIn',
        'staff.secondFactor.start',
        'staff.secondFactor.enrol',
        'staff.signOut',
        'staff.signIn',
      ]);
    },
  );

  it('refuses a wrong code, counts it, and spends the sign-in at the limit like staff', async () => {
    clockAt('2026-11-27T11:00:00Z');
    const person = await signedInPerson();
    const { secret } = await enrol(person.cookie);
    nextMinute();
    const pending = await signInAskingForCode(person);
    const wrong = totpCode(secret, new Date(Date.now() - 10 * 60_000));
    for (let attempt = 1; attempt <= PENDING_SIGN_IN_MAX_CODE_ATTEMPTS; attempt += 1) {
      const refused = await submitCode(pending, wrong);
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe(ErrorCode.wrongStaffCode);
    }
    // The right code now: the half-done sign-in was spent, so it starts again.
    const spent = await submitCode(pending, totpCode(secret));
    expect(spent.statusCode).toBe(401);
    expect(codeOf(spent)).toBe(ErrorCode.staffSignInExpired);
    const failures = await testApp()
      .db.selectFrom('staff_audit')
      .select('after_json')
      .where('staff_id', '=', person.id)
      .where('action', '=', 'staff.signIn.failed')
      .execute();
    expect(failures.map((row) => JSON.parse(row.after_json!) as unknown)).toEqual(
      Array.from({ length: PENDING_SIGN_IN_MAX_CODE_ATTEMPTS }, () => ({ reason: 'wrongCode' })),
    );
  });

  it('signs in once with a recovery code, which is then used up', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const person = await signedInPerson();
    const { recoveryCodes } = await enrol(person.cookie);
    const code = recoveryCodes[3]!;

    const first = await submitCode(await signInAskingForCode(person), code.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const cookie = cookieOf(first, BUSINESS_SESSION_COOKIE);
    expect(await secondFactorOf(cookie)).toEqual({
      enabled: true,
      recoveryCodesLeft: RecoveryCodes.count - 1,
    });

    const again = await submitCode(await signInAskingForCode(person), code);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe(ErrorCode.wrongStaffCode);
  });

  it('turns off only with the password and a current code; then the password alone signs in', async () => {
    clockAt('2026-11-27T13:00:00Z');
    const person = await signedInPerson();
    const { secret } = await enrol(person.cookie);
    nextMinute();
    const before = await databaseDigest(testApp());
    const turnOff = (body: { currentPassword: string; code: string }) =>
      call('POST', BusinessAccountApi.turnOffBusinessSecondFactor.path, person.cookie, body);

    const wrongPassword = await turnOff({ currentPassword: 'not-it-1A!', code: totpCode(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(codeOf(wrongPassword)).toBe(ErrorCode.wrongCurrentPassword);
    const wrongCode = await turnOff({ currentPassword: person.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(codeOf(wrongCode)).toBe(ErrorCode.wrongStaffCode);
    const wrongRecovery = await turnOff({ currentPassword: person.password, code: 'abcde-fghjk' });
    expect(codeOf(wrongRecovery)).toBe(ErrorCode.wrongStaffCode);
    // Refusals change nothing but the password throttle's count, which lives apart.
    expect(await secondFactorOf(person.cookie)).toEqual({
      enabled: true,
      recoveryCodesLeft: RecoveryCodes.count,
    });
    const after = await databaseDigest(testApp());
    expect(after.staff_account).toEqual(before.staff_account);
    expect(after.staff_recovery_code).toEqual(before.staff_recovery_code);

    const off = await turnOff({ currentPassword: person.password, code: totpCode(secret) });
    expect(off.statusCode, off.body).toBe(204);
    expect(await secondFactorOf(person.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await auditActions(person.id)).slice(-1)).toEqual(['staff.secondFactor.off']);
    const account = await testApp()
      .db.selectFrom('staff_account')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ totp_secret: null, totp_enrolled_at: null });

    // Off: asking again is refused, and the sign-in wants the password only.
    const again = await turnOff({ currentPassword: person.password, code: totpCode(secret) });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(ErrorCode.secondFactorState);
    const codes = await call(
      'POST',
      BusinessAccountApi.newBusinessRecoveryCodes.path,
      person.cookie,
    );
    expect(codes.statusCode).toBe(409);
    await businessSignIn(testApp(), person);
  });

  it('turns off with a recovery code in place of the app’s code', async () => {
    clockAt('2026-11-27T13:30:00Z');
    const person = await signedInPerson('counterStaff');
    const { recoveryCodes } = await enrol(person.cookie);
    const off = await call(
      'POST',
      BusinessAccountApi.turnOffBusinessSecondFactor.path,
      person.cookie,
      { currentPassword: person.password, code: recoveryCodes[0] },
    );
    expect(off.statusCode, off.body).toBe(204);
    expect(await secondFactorOf(person.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('refuses to set it up twice, to confirm an enrolment never started, and a wrong code', async () => {
    clockAt('2026-11-27T14:00:00Z');
    const person = await signedInPerson();
    const finish = (code: string) =>
      call('POST', BusinessAccountApi.finishBusinessEnrolment.path, person.cookie, { code });

    const notStarted = await finish('123456');
    expect(notStarted.statusCode).toBe(409);
    expect(codeOf(notStarted)).toBe(ErrorCode.secondFactorState);

    const first = await call('POST', BusinessAccountApi.startBusinessEnrolment.path, person.cookie);
    const second = await call(
      'POST',
      BusinessAccountApi.startBusinessEnrolment.path,
      person.cookie,
    );
    const firstSecret = first.json<{ secret: string }>().secret;
    const secondSecret = second.json<{ secret: string }>().secret;
    expect(secondSecret).not.toBe(firstSecret);
    // A newer start replaces the secret: the first one's code is wrong now.
    const stale = await finish(totpCode(firstSecret));
    expect(stale.statusCode).toBe(400);
    expect(codeOf(stale)).toBe(ErrorCode.wrongStaffCode);
    // Not yet confirmed: the sign-in still asks for the password only.
    await businessSignIn(testApp(), person);

    expect((await finish(totpCode(secondSecret))).statusCode).toBe(200);
    const twice = await call('POST', BusinessAccountApi.startBusinessEnrolment.path, person.cookie);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe(ErrorCode.secondFactorState);
  });

  it('makes a new set of recovery codes that replaces the old one', async () => {
    clockAt('2026-11-27T15:00:00Z');
    const person = await signedInPerson();
    const { recoveryCodes: old } = await enrol(person.cookie);
    const renewed = await call(
      'POST',
      BusinessAccountApi.newBusinessRecoveryCodes.path,
      person.cookie,
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(RecoveryCodes.count);
    expect((await auditActions(person.id)).slice(-1)).toEqual(['staff.recoveryCodes.renew']);

    const oldOne = await submitCode(await signInAskingForCode(person), old[0]!);
    expect(codeOf(oldOne)).toBe(ErrorCode.wrongStaffCode);
    const newOne = await submitCode(await signInAskingForCode(person), fresh[0]!);
    expect(newOne.statusCode, newOne.body).toBe(200);
  });

  it('changes the password, given the current one; the other sessions end', async () => {
    clockAt('2026-11-27T16:00:00Z');
    const person = await signedInPerson('counterStaff');
    const otherDevice = await businessSignIn(testApp(), person);
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', BusinessAccountApi.changeBusinessPassword.path, person.cookie, {
        currentPassword,
        newPassword,
      });

    const wrong = await change('not-it-1A!', newStaffPassword());
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe(ErrorCode.wrongCurrentPassword);
    const weak = await change(person.password, 'short');
    expect(weak.statusCode).toBe(400);
    expect(codeOf(weak)).toBe(ErrorCode.passwordRule);

    const password = newStaffPassword();
    const changed = await change(person.password, password);
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await auditActions(person.id)).slice(-1)).toEqual(['staff.password.change']);
    expect(
      (await call('GET', BusinessApi.getCurrentBusinessUser.path, person.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', BusinessApi.getCurrentBusinessUser.path, otherDevice)).statusCode,
    ).toBe(401);
    await businessSignIn(testApp(), { email: person.email, password });
  });
});

describe('the realms stay apart (ADR 0046)', () => {
  it('a business sign-in’s code never completes a staff sign-in', async () => {
    clockAt('2026-11-27T17:00:00Z');
    const person = await signedInPerson();
    const { secret, recoveryCodes } = await enrol(person.cookie);
    nextMinute();
    const pending = await signInAskingForCode(person);
    const asStaff = `${STAFF_PENDING_SIGN_IN_COOKIE}=${pending.split('=')[1]}`;

    for (const code of [totpCode(secret), recoveryCodes[0]!]) {
      const refused = await call('POST', StaffApi.submitCode.path, asStaff, { code });
      expect(refused.statusCode).toBe(401);
      expect(codeOf(refused)).toBe(ErrorCode.staffSignInExpired);
    }
    // Nor does the console admit the person's password.
    const consoleSignIn = await call('POST', StaffApi.signIn.path, undefined, {
      email: person.email,
      password: person.password,
    });
    expect(consoleSignIn.statusCode).toBe(401);
    // The business sign-in itself is untouched: the code still works there.
    const signedIn = await submitCode(pending, totpCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
