import {
  AccountApi,
  accountLockedMessage,
  LOGIN_LOCK_MINUTES,
  ErrorCode,
  INVALID_CREDENTIALS_MESSAGE,
  MAX_FAILED_LOGINS,
  PasswordText,
  PasswordThrottle,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { createUser, uniqueEmail, type CreatedUser } from '../factories/user.ts';
import { sessionCookieOf } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';
import { addressesUnder, loginFrom } from './throttle-calls.ts';

// Limits per route and address are not what is tested here: the throttle is.
const testApp = useTestApp({ config: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_PASSWORD: '1000' } });

/** A client address no other test uses. */
const newAddress = addressesUnder('10.14');

const login = (email: string, password: string, address: string) =>
  loginFrom(testApp(), email, password, address);

function post(url: string, body: unknown, cookie: string, address: string) {
  return testApp().app.inject({
    method: 'POST',
    url,
    headers: { ...json, cookie },
    payload: JSON.stringify(body),
    remoteAddress: address,
  });
}

async function loggedIn(user: CreatedUser, address: string): Promise<string> {
  return sessionCookieOf(await login(user.email, user.password, address));
}

/** Every failure from a new address: the account's own delay, no address or pair lock. */
async function failFromManyAddresses(email: string, times: number): Promise<void> {
  for (let n = 0; n < times; n += 1) await login(email, 'Wrong#pass1', newAddress());
}

/** Time passes: every delay and lock of the throttle is over. */
async function waitOutTheThrottle(): Promise<void> {
  await testApp()
    .db.updateTable('password_failure')
    .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
    .execute();
}

/** How the throttle names an account: the hash of its email, never the email. */
const accountKey = (user: CreatedUser) => hashToken(user.email.toLowerCase());

const answerOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

const badCredentials = {
  status: 401,
  body: { code: ErrorCode.badCredentials, message: INVALID_CREDENTIALS_MESSAGE },
};

describe('one throttle for every password check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a wrong password, an unknown email and a throttled account alike', async () => {
    // The clock stands still: the account's delay (a second after the sixth failure) must not run
    // out while a busy machine makes the calls.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { db } = testApp();
    const member = await createUser(db);
    const unknown = uniqueEmail('nobody');

    expect(answerOf(await login(member.email, 'Wrong#pass1', newAddress()))).toEqual(
      badCredentials,
    );
    expect(answerOf(await login(unknown, 'Wrong#pass1', newAddress()))).toEqual(badCredentials);

    // Throttled by failures from elsewhere (a few past the free ones): the right password, a wrong one and an unknown email get the same
    // code-sent answer from a new address (ACCOUNT-29), each with a fresh challenge.
    await failFromManyAddresses(member.email, PasswordThrottle.accountFreeFailures + 3);
    await failFromManyAddresses(unknown, PasswordThrottle.accountFreeFailures + 3);
    const throttled = [
      await login(member.email, member.password, newAddress()),
      await login(member.email, 'Wrong#pass1', newAddress()),
      await login(unknown, 'Wrong#pass1', newAddress()),
    ].map((response) => {
      const { code, message } = response.json<{ code: unknown; message: string }>();
      return { status: response.statusCode, code, challenge: message.length };
    });
    expect(new Set(throttled.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(throttled[0]).toMatchObject({ status: 401, code: ErrorCode.loginCodeSent });
  });

  it('locks an email for the address that failed, the same whether or not it has an account', async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const unknown = uniqueEmail('nobody');
    const home = newAddress();
    await loggedIn(member, home);
    const address = newAddress();
    for (const email of [member.email, unknown]) {
      const statuses = [];
      for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1)
        statuses.push((await login(email, 'Wrong#pass1', address)).statusCode);
      expect(statuses).toEqual(Array(MAX_FAILED_LOGINS - 1).fill(401));
      const locked = await login(email, 'Wrong#pass1', address);
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toEqual({
        code: ErrorCode.accountLocked,
        message: accountLockedMessage(LOGIN_LOCK_MINUTES),
      });
    }
    // Only that address sees the lock: the member logs in from their own.
    expect((await login(member.email, member.password, home)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: rotating through it does not escape the email lock', async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const home = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1::1`;
    await loggedIn(member, home);
    const segment = () => Math.floor(Math.random() * 0xffff).toString(16);
    const network = `2001:db8:${segment()}:${segment()}`;
    let host = 0;
    const inNetwork = () => `${network}::${(host += 1).toString(16)}`;
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1)
      expect((await login(member.email, 'Wrong#pass1', inNetwork())).statusCode).toBe(401);
    const locked = await login(member.email, 'Wrong#pass1', inNetwork());
    expect(locked.json()).toMatchObject({ code: ErrorCode.accountLocked });
    // Only that network sees the lock: the member logs in from their own.
    expect((await login(member.email, member.password, home)).statusCode).toBe(200);
  });

  it("keeps a member's correct login working whatever others fail (rule: at most a 60 s wait)", async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const home = newAddress();
    await loggedIn(member, home);

    await failFromManyAddresses(member.email, 30);
    // From an address the member logged in from before: no wait at all.
    expect((await login(member.email, member.password, home)).statusCode).toBe(200);

    // From a new address: the account's delay, never longer than its cap however many failures,
    // and waiting attempts do not lengthen it.
    await failFromManyAddresses(member.email, 30);
    const row = await db
      .selectFrom('password_failure')
      .select('blocked_until')
      .where('subject', '=', `account:${accountKey(member)}`)
      .executeTakeFirstOrThrow();
    const waitMs = Date.parse(row.blocked_until ?? '') - Date.now();
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(PasswordThrottle.accountMaxDelaySeconds * 1000);
    expect((await login(member.email, member.password, newAddress())).statusCode).toBe(401);
    await waitOutTheThrottle();
    expect((await login(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it('throttles the email change of the profile update: a stolen session is no password oracle', async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const address = newAddress();
    const cookie = await loggedIn(member, address);
    const change = (currentPassword: string) =>
      post(
        AccountApi.updateProfile.path,
        { emailAddress: uniqueEmail('new'), currentPassword },
        cookie,
        address,
      );
    const wrong = {
      code: ErrorCode.wrongCurrentPassword,
      message: PasswordText.wrongCurrentPassword,
    };

    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      const answer = await change(`Guess#${attempt}a`);
      expect(answerOf(answer)).toEqual({ status: 400, body: wrong });
    }
    // The right password now answers exactly like a wrong one, and changes nothing.
    expect(answerOf(await change(member.password))).toEqual({ status: 400, body: wrong });
    const stored = await db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(member.email.toLowerCase());

    await waitOutTheThrottle();
    expect((await change(member.password)).statusCode).toBe(200);
  });

  it('counts failures of login, change password and deletion together', async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const address = newAddress();
    const cookie = await loggedIn(member, address);
    const wrong = 'Wrong#pass1';
    expect((await login(member.email, wrong, address)).statusCode).toBe(401);
    expect((await login(member.email, wrong, address)).statusCode).toBe(401);
    const changed = await post(
      AccountApi.changePassword.path,
      { currentPassword: wrong, newPassword: 'Other#pass2' },
      cookie,
      address,
    );
    expect(changed.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const deleted = await post(
        AccountApi.deleteAccount.path,
        { currentPassword: wrong },
        cookie,
        address,
      );
      expect(deleted.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    }
    // Five failures over four kinds of check: this address is locked out of the account.
    expect((await login(member.email, member.password, address)).json()).toMatchObject({
      code: ErrorCode.accountLocked,
    });
    const refused = await post(
      AccountApi.deleteAccount.path,
      { currentPassword: member.password },
      cookie,
      address,
    );
    expect(refused.statusCode).toBe(400);

    await waitOutTheThrottle();
    const deleted = await post(
      AccountApi.deleteAccount.path,
      { currentPassword: member.password },
      cookie,
      address,
    );
    expect(deleted.statusCode).toBe(200);
    // Nothing of the deleted account stays in the throttle.
    const left = await db
      .selectFrom('password_failure')
      .select('subject')
      .where('subject', 'like', `%${accountKey(member)}%`)
      .execute();
    expect(left).toEqual([]);
  });
});
