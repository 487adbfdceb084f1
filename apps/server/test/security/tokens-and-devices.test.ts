import {
  AccountApi,
  encodeBasicAuth,
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  signedInDeviceListSchema,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { issuePasswordToken } from '../../src/modules/account/repositories/password-token-repo.ts';
import { createUser } from '../factories/user.ts';
import { resetTokenIn, waitForMail } from '../helpers/outbox.ts';
import { getJson, logIn, postJson, sessionCookieOf } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';

const testApp = useTestApp();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function logInFrom(
  email: string,
  password: string,
  userAgent: string,
  remoteAddress = '127.0.0.1',
) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: AccountApi.login.path,
    remoteAddress,
    headers: {
      ...json,
      authorization: encodeBasicAuth({ email, password }),
      'user-agent': userAgent,
    },
    payload: '{}',
  });
  return sessionCookieOf(response);
}

const profileStatus = async (cookie: string) =>
  (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).statusCode;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function sessionIdOf(cookie: string): Promise<number> {
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const row = await testApp()
    .db.selectFrom('session')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('password tokens', () => {
  it('are stored only as hashes: the mailed token is nowhere in the table', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    await postJson(app, AccountApi.forgotPassword.path, { emailAddress: user.email });
    const token = resetTokenIn((await waitForMail(db, user.email)).body_text);
    const rows = await db
      .selectFrom('password_token')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a reset with one token ends every other token and every session of the account', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);
    const first = await issuePasswordToken(db, user.id, 'reset');
    const second = await issuePasswordToken(db, user.id, 'reset');

    const reset = await postJson(app, AccountApi.resetPassword.path, {
      token: second,
      password: 'Reset#Second1',
    });
    expect(reset.statusCode).toBe(200);
    const again = await postJson(app, AccountApi.resetPassword.path, {
      token: first,
      password: 'Reset#First1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: ErrorCode.tokenExpired });
    expect(await profileStatus(cookie)).toBe(401);
    expect(await logIn(app, user.email, 'Reset#Second1')).toMatch(/=/);
  });

  it('a password change ends every reset token and every other session; this one stays', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logIn(app, user.email, user.password);
    const elsewhere = await logIn(app, user.email, user.password);
    const mailed = await issuePasswordToken(db, user.id, 'reset');

    const change = await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: user.password, newPassword: 'Changed#Pass1' },
      here,
    );
    expect(change.statusCode).toBe(200);
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    const reset = await postJson(app, AccountApi.resetPassword.path, {
      token: mailed,
      password: 'Attacker#Pass1',
    });
    expect(reset.json()).toMatchObject({ code: ErrorCode.tokenExpired });
    const left = await db
      .selectFrom('password_token')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('session idle timeout', () => {
  it('ends a session unused for 14 days, however long it had left', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);
    const id = await sessionIdOf(cookie);
    await db
      .updateTable('session')
      .set({ last_used_at: daysAgo(14.01) })
      .where('id', '=', id)
      .execute();
    expect(await profileStatus(cookie)).toBe(401);
  });

  it('keeps a session used within 14 days and notes the use, at most once a minute', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);
    const id = await sessionIdOf(cookie);
    const lastUsed = async () =>
      (
        await db
          .selectFrom('session')
          .select('last_used_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_used_at;

    await db
      .updateTable('session')
      .set({ last_used_at: daysAgo(13) })
      .where('id', '=', id)
      .execute();
    expect(await profileStatus(cookie)).toBe(200);
    const touched = await lastUsed();
    expect(Date.now() - Date.parse(touched)).toBeLessThan(60_000);

    const recent = new Date(Date.now() - 30_000).toISOString();
    await db.updateTable('session').set({ last_used_at: recent }).where('id', '=', id).execute();
    expect(await profileStatus(cookie)).toBe(200);
    expect(await lastUsed()).toBe(recent);
  });
});

describe('signed-in devices', () => {
  it('lists the live sessions, this one first, each with a rough client and its dates', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const phone = await logInFrom(user.email, user.password, ANDROID_CHROME);
    await logInFrom(user.email, user.password, WINDOWS_FIREFOX);
    const stale = await logInFrom(user.email, user.password, WINDOWS_FIREFOX);
    await db
      .updateTable('session')
      .set({ last_used_at: daysAgo(20) })
      .where('id', '=', await sessionIdOf(stale))
      .execute();

    const response = await getJson(app, AccountApi.getDevices.path, phone);
    expect(response.statusCode).toBe(200);
    const devices = signedInDeviceListSchema.parse(response.json());
    expect(devices.map(({ client, current }) => ({ client, current }))).toEqual([
      { client: 'Chrome on Android', current: true },
      { client: 'Firefox on Windows', current: false },
    ]);
    for (const device of devices) {
      expect(Date.parse(device.createdAt)).toBeLessThanOrEqual(Date.parse(device.lastUsedAt));
    }
    // The raw User-Agent (a fingerprint) is not kept, only the description.
    const stored = await db
      .selectFrom('session')
      .select('client')
      .where('user_id', '=', user.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain('Mozilla');
  });

  it('signs out of every other device and keeps this one, once the password confirms it', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logInFrom(user.email, user.password, ANDROID_CHROME);
    const others = [
      await logInFrom(user.email, user.password, WINDOWS_FIREFOX),
      await logIn(app, user.email, user.password),
    ];
    const bystander = await createUser(db);
    const bystanderCookie = await logIn(app, bystander.email, bystander.password);

    const wrong = await postJson(
      app,
      AccountApi.signOutOtherDevices.path,
      { currentPassword: 'Wrong#pass1' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    for (const cookie of others) expect(await profileStatus(cookie)).toBe(200);

    const response = await postJson(
      app,
      AccountApi.signOutOtherDevices.path,
      { currentPassword: user.password },
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect(await profileStatus(cookie)).toBe(401);
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(bystanderCookie)).toBe(200);
    const devices = signedInDeviceListSchema.parse(
      (await getJson(app, AccountApi.getDevices.path, here)).json(),
    );
    expect(devices).toHaveLength(1);
  });

  it('issue 32 item 10: tells alike browsers apart by the masked address each signed in from, never keeping it whole', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logInFrom(user.email, user.password, WINDOWS_FIREFOX, '203.0.113.7');
    await logInFrom(user.email, user.password, WINDOWS_FIREFOX, '198.51.100.23');
    await logInFrom(user.email, user.password, WINDOWS_FIREFOX, '2001:db8:85a3::8a2e:370:7334');

    const devices = signedInDeviceListSchema.parse(
      (await getJson(app, AccountApi.getDevices.path, here)).json(),
    );
    expect(devices.map(({ address, current }) => ({ address, current }))).toEqual([
      { address: '203.0.113.x', current: true },
      { address: '2001:db8:85a3:…', current: false },
      { address: '198.51.100.x', current: false },
    ]);
    const stored = JSON.stringify(
      await db.selectFrom('session').selectAll().where('user_id', '=', user.id).execute(),
    );
    for (const whole of ['203.0.113.7', '198.51.100.23', '8a2e'])
      expect(stored).not.toContain(whole);
  });

  it('issue 32 item 10: signs out one device once the password confirms it, and only that one', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logInFrom(user.email, user.password, ANDROID_CHROME);
    const lost = await logInFrom(user.email, user.password, WINDOWS_FIREFOX);
    const kept = await logInFrom(user.email, user.password, WINDOWS_FIREFOX);
    const bystander = await createUser(db);
    const bystanderCookie = await logIn(app, bystander.email, bystander.password);
    const signOut = async (sessionId: number, currentPassword: string) =>
      postJson(
        app,
        urlOf(AccountApi.signOutDevice, { params: { sessionId } }),
        { currentPassword },
        here,
      );

    const wrong = await signOut(await sessionIdOf(lost), 'Wrong#pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    expect(await profileStatus(lost)).toBe(200);

    const right = await signOut(await sessionIdOf(lost), user.password);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ ended: 1 });
    expect(await profileStatus(lost)).toBe(401);
    expect(await profileStatus(kept)).toBe(200);
    expect(await profileStatus(here)).toBe(200);

    // Already gone, another member's, or this very session: nothing ends.
    const left = await db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(2);
    for (const cookie of [bystanderCookie, here]) {
      const other = await signOut(await sessionIdOf(cookie), user.password);
      expect(other.json()).toEqual({ ended: 0 });
    }
    expect(await profileStatus(bystanderCookie)).toBe(200);
    expect(await profileStatus(here)).toBe(200);
  });

  it('are not shown to, nor ended by, the shared guest account (it is everyone’s)', async () => {
    const { app } = testApp();
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const list = await getJson(app, AccountApi.getDevices.path, guest);
    const signOut = await postJson(
      app,
      AccountApi.signOutOtherDevices.path,
      { currentPassword: GUEST_PASSWORD },
      guest,
    );
    const signOutOne = await postJson(
      app,
      urlOf(AccountApi.signOutDevice, { params: { sessionId: 1 } }),
      { currentPassword: GUEST_PASSWORD },
      guest,
    );
    for (const response of [list, signOut, signOutOne]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
    }
    expect((await getJson(app, AccountApi.getDevices.path)).statusCode).toBe(401);
  });
});
