import {
  AppRequestHeader,
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  profileSchema,
  SESSION_COOKIE,
  SESSION_SIGNAL_COOKIE,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.ts';
import { createUser } from './factories/user.ts';
import { loginRequest, logIn, sessionCookieOf } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('POST /api/account/login', () => {
  it('returns the profile and sets an HttpOnly session cookie plus a readable signal', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);

    const response = await loginRequest(app, user.email, user.password);

    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile.emailAddress).toBe(user.email.toLowerCase());
    expect(profile.accountId).toBe(user.id);
    const ticket = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(ticket?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signal = response.cookies.find((c) => c.name === SESSION_SIGNAL_COOKIE);
    expect(signal?.httpOnly).toBeUndefined();
    expect(signal?.value).not.toBe(ticket?.value);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('stores only a hash of the session token', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const token =
      sessionCookieOf(await loginRequest(app, user.email, user.password)).split('=')[1] ?? '';

    const sessions = await db
      .selectFrom('session')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([{ token_hash: hashToken(token) }]);
  });

  it('matches the email case-insensitively', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const response = await loginRequest(app, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the JSON error shape for a wrong password or an unknown email', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    for (const [email, password] of [
      [user.email, 'Wrong#pass1'],
      ['nobody-here@example.com', user.password],
    ] as const) {
      const response = await loginRequest(app, email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: ErrorCode.badCredentials,
        message: expect.any(String),
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it.each([
    ['missing', undefined],
    ['not Basic', 'Bearer abc'],
    ['not base64', 'Basic %%%'],
    ['without a colon', `Basic ${Buffer.from('just-an-email').toString('base64')}`],
    ['empty', 'Basic '],
    ['huge', `Basic ${'A'.repeat(8000)}`],
  ])('answers 401, never 500, for an Authorization header that is %s', async (_label, header) => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json', ...(header ? { authorization: header } : {}) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.badCredentials });
  });

  it('accepts a truly empty JSON body', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('issues a new token at every login and drops the one the browser came with', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const first = await logIn(app, user.email, user.password);
    const second = sessionCookieOf(await loginRequest(app, user.email, user.password, first));

    expect(second).not.toBe(first);
    const old = await app.inject({ url: '/api/account/profile', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const current = await app.inject({ url: '/api/account/profile', headers: { cookie: second } });
    expect(current.statusCode).toBe(200);
  });

  it('logs in the seeded guest account, which has a market', async () => {
    const { app } = testApp();
    const response = await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json()).marketId).toEqual(expect.any(Number));
  });
});

describe('GET /api/account/profile', () => {
  it('answers 401 without a session and with an unknown token', async () => {
    const { app } = testApp();
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=forged-token` }]) {
      const response = await app.inject({ url: '/api/account/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: ErrorCode.notLoggedIn });
      // A stale signal cookie must not keep the web app thinking it is logged in.
      expect(response.cookies.find((c) => c.name === SESSION_SIGNAL_COOKIE)?.value).toBe('');
    }
  });

  it('returns the logged-in user profile, not cached', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);
    const response = await app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json()).emailAddress).toBe(user.email.toLowerCase());
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/account/logout', () => {
  it('revokes the session and clears both cookies', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);

    const response = await app.inject({
      url: '/api/account/logout',
      headers: { cookie, [AppRequestHeader.name]: AppRequestHeader.value },
    });

    expect(response.statusCode).toBe(200);
    for (const name of [SESSION_COOKIE, SESSION_SIGNAL_COOKIE]) {
      const cleared = response.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
    }
    const after = await app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/api/account/logout',
      headers: { [AppRequestHeader.name]: AppRequestHeader.value },
    });
    expect(response.statusCode).toBe(200);
  });
});
