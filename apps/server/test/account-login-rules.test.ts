import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  MAX_FAILED_LOGINS,
  AccountApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { importMembers } from '../src/modules/account/index.ts';
import { createUser, uniqueEmail } from './factories/user.ts';
import { loginRequest, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({ config: { NOTICE_EMAILS: 'Notices@Example.com, other@example.com' } });

describe('login lockout', () => {
  it(`issue 32 item 8: locks an account after ${MAX_FAILED_LOGINS} failures in a row and says in how many minutes, not a UTC time`, async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const answers = [];
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      answers.push(await loginRequest(app, user.email, 'Wrong#pass1'));
    }
    expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual(
      Array(MAX_FAILED_LOGINS - 1).fill(401),
    );
    const last = answers.at(-1);
    expect(last?.statusCode).toBe(400);
    expect(last?.json()).toEqual({
      code: ErrorCode.accountLocked,
      message:
        'Your account is locked after too many failed log-in attempts. Please try again in 15 minutes, or reset your password.',
    });

    const rightPassword = await loginRequest(app, user.email, user.password);
    expect(rightPassword.json()).toMatchObject({ code: ErrorCode.accountLocked });
  });

  it('forgets earlier failures after a successful login', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt += 1) {
        await loginRequest(app, user.email, 'Wrong#pass1');
      }
      expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('never locks the shared guest account', async () => {
    const { app } = testApp();
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS + 2; attempt += 1) {
      expect((await loginRequest(app, GUEST_EMAIL, 'Wrong#pass1')).statusCode).toBe(401);
    }
    expect((await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('imported members who must set a password', () => {
  it('answers 9999 with a set-password token that lets them choose one', async () => {
    const { app, db } = testApp();
    const email = uniqueEmail('book-buyer');
    const { created } = await importMembers(db, [{ line: 1, email }], 'list.txt');
    const temporary = created[0]?.temporaryPassword ?? '';

    const first = await loginRequest(app, email, temporary);
    expect(first.statusCode).toBe(400);
    const { code, message } = first.json<{ code: number; message: string }>();
    expect(code).toBe(ErrorCode.mustSetPassword);
    expect(message).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const set = await postJson(app, AccountApi.resetPassword.path, {
      token: message,
      password: 'Chosen#Pw1',
    });
    expect(set.statusCode).toBe(200);
    expect((await loginRequest(app, email, 'Chosen#Pw1')).statusCode).toBe(200);
    expect((await loginRequest(app, email, temporary)).statusCode).toBe(401);
  });

  it('answers a wrong password with 401, revealing nothing', async () => {
    const { app, db } = testApp();
    const email = uniqueEmail('book-buyer');
    await importMembers(db, [{ line: 1, email }], 'list.txt');
    expect((await loginRequest(app, email, 'Guess#123')).statusCode).toBe(401);
  });
});

describe('expiration notices', () => {
  it('are allowed for the configured emails only, matched in lower case', async () => {
    const { app, db } = testApp();
    const listed = await createUser(db, { email: 'notices@example.com' });
    const other = await createUser(db);
    expect((await loginRequest(app, listed.email, listed.password)).json()).toMatchObject({
      allowExpirationNotice: true,
    });
    expect((await loginRequest(app, other.email, other.password)).json()).toMatchObject({
      allowExpirationNotice: false,
    });
    expect((await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD)).json()).toMatchObject({
      allowExpirationNotice: false,
    });
  });
});
