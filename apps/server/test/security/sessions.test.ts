import {
  ErrorCode,
  SESSION_COOKIE,
  SESSION_SIGNAL_COOKIE,
  AccountApi,
  ActivationApi,
  MarketApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { createUser, uniqueEmail } from '../factories/user.ts';
import { loggedInMember } from '../helpers/member.ts';
import { getJson, loginRequest, postJson, sessionCookieOf } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { httpsAppOptions, json } from './set-up.ts';

const testApp = useTestApp();
const httpsApp = useTestApp(httpsAppOptions);

describe('session cookies', () => {
  it('are HttpOnly (the token), SameSite=Lax, Path=/ and Secure when PUBLIC_URL is https', async () => {
    // Behind a proxy that ends TLS the request reaches us as plain HTTP: PUBLIC_URL decides.
    const https = httpsApp();
    const user = await createUser(https.db);
    const login = await loginRequest(https.app, user.email, user.password);
    const signUp = await postJson(https.app, AccountApi.createAccount.path, {
      emailAddress: uniqueEmail(),
      password: 'Sign#Up1234',
    });
    for (const response of [login, signUp]) {
      expect(response.statusCode).toBe(200);
      const ticket = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
      const signal = response.cookies.find((c) => c.name === SESSION_SIGNAL_COOKIE);
      expect(signal).toMatchObject({ sameSite: 'Lax', path: '/', secure: true });
      expect(signal?.httpOnly).toBeUndefined();
    }
    // Served over plain HTTP (the default http://localhost PUBLIC_URL): not Secure, or no
    // browser would send it back.
    const { app, db } = testApp();
    const member = await createUser(db);
    const plain = await loginRequest(app, member.email, member.password);
    expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeUndefined();
  });
});

describe('session fixation', () => {
  it('never adopts a token the browser brought to the login or the sign-up', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const planted = `${SESSION_COOKIE}=${'P'.repeat(43)}`;
    const login = sessionCookieOf(await loginRequest(app, user.email, user.password, planted));
    const signUp = sessionCookieOf(
      await app.inject({
        method: 'POST',
        url: AccountApi.createAccount.path,
        headers: { ...json, cookie: planted },
        payload: JSON.stringify({ emailAddress: uniqueEmail(), password: 'Sign#Up1234' }),
      }),
    );
    for (const cookie of [login, signUp]) {
      expect(cookie).not.toBe(planted);
      expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(200);
    }
    expect((await getJson(app, AccountApi.getProfile.path, planted)).statusCode).toBe(401);
    const stored = await db
      .selectFrom('session')
      .select('id')
      .where('token_hash', '=', hashToken('P'.repeat(43)))
      .execute();
    expect(stored).toEqual([]);
  });

  it('ends the session on the server at logout: the old cookie is worthless', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    expect((await postJson(app, AccountApi.logoutByPost.path, {}, cookie)).statusCode).toBe(200);
    for (const url of [AccountApi.getProfile.path, ActivationApi.getVouchers.path]) {
      const reused = await getJson(app, url, cookie);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toMatchObject({ code: ErrorCode.notLoggedIn });
    }
    const change = await postJson(app, MarketApi.setMarket.path, { marketId: 1 }, cookie);
    expect(change.statusCode).toBe(401);
  });
});
