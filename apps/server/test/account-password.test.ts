import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  PASSWORD_RULE_MESSAGE,
  PasswordText,
  AccountApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from './factories/user.ts';
import { resetTokenIn, waitForMail } from './helpers/outbox.ts';
import { getJson, loginRequest, logIn, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({ config: { PUBLIC_URL: 'https://citybook.example' } });

async function requestReset(email: string) {
  const { app, db } = testApp();
  const response = await postJson(app, AccountApi.forgotPassword.path, { emailAddress: email });
  expect(response.statusCode).toBe(200);
  return resetTokenIn((await waitForMail(db, email)).body_text);
}

describe('POST /api/account/password/forgot', () => {
  it('answers the same for a known and an unknown email', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const known = await postJson(app, AccountApi.forgotPassword.path, {
      emailAddress: user.email,
    });
    const unknown = await postJson(app, AccountApi.forgotPassword.path, {
      emailAddress: 'ghost@example.com',
    });
    const notAnEmail = await postJson(app, AccountApi.forgotPassword.path, {
      emailAddress: 'ghost',
    });
    for (const response of [known, unknown, notAnEmail]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(known.body);
    }
  });

  it('mails a link to the reset page at PUBLIC_URL, storing only a hash of the token', async () => {
    const { db } = testApp();
    const user = await createUser(db);
    const token = await requestReset(user.email);
    const mail = await waitForMail(db, user.email);
    expect(mail.subject).toBe(PasswordText.resetMailSubject);
    expect(mail.body_text).toContain(
      `https://citybook.example/account/password/reset?token=${token}`,
    );
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const stored = await db
      .selectFrom('password_token')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it('sends nothing for the guest account', async () => {
    const { app, db } = testApp();
    await postJson(app, AccountApi.forgotPassword.path, { emailAddress: GUEST_EMAIL });
    await expect(waitForMail(db, GUEST_EMAIL, 300)).rejects.toThrow('No mail');
  });
});

describe('POST /api/account/password/reset', () => {
  it('sets the new password once, ends every session and lets the user log in with it', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const oldSession = await logIn(app, user.email, user.password);
    const token = await requestReset(user.email);

    const reset = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Brand#New1',
    });

    expect(reset.statusCode).toBe(200);
    expect((await getJson(app, AccountApi.getProfile.path, oldSession)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, 'Brand#New1')).statusCode).toBe(200);
    const again = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Other#New1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ErrorCode.tokenExpired,
      message: PasswordText.tokenExpired,
    });
  });

  it('refuses an expired token with code 11', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const token = await requestReset(user.email);
    await db
      .updateTable('password_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Brand#New1',
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.tokenExpired });
  });

  it('refuses an unknown token with code 11 and a weak password with code 12, keeping the token', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const token = await requestReset(user.email);
    const unknown = await postJson(app, AccountApi.resetPassword.path, {
      token: 'nope',
      password: 'Brand#New1',
    });
    expect(unknown.json()).toMatchObject({ code: ErrorCode.tokenExpired });
    const weak = await postJson(app, AccountApi.resetPassword.path, { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: ErrorCode.passwordRule, message: PASSWORD_RULE_MESSAGE });
    const good = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Brand#New1',
    });
    expect(good.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token win', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const token = await requestReset(user.email);
    const answers = await Promise.all(
      ['First#pass1', 'Second#pass2'].map((password) =>
        postJson(app, AccountApi.resetPassword.path, { token, password }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/account/password/change', () => {
  it('changes the password and ends the other sessions, not this one', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const other = await logIn(app, user.email, user.password);
    const current = await logIn(app, user.email, user.password);

    const response = await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: user.password, newPassword: 'Changed#Pw9' },
      current,
    );

    expect(response.statusCode).toBe(200);
    expect((await getJson(app, AccountApi.getProfile.path, current)).statusCode).toBe(200);
    expect((await getJson(app, AccountApi.getProfile.path, other)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, 'Changed#Pw9')).statusCode).toBe(200);
  });

  it('answers code 2 for a wrong current password and 12 for a weak new one', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);
    const wrong = await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: 'Wrong#pass1', newPassword: 'Changed#Pw9' },
      cookie,
    );
    expect(wrong.json()).toEqual({
      code: ErrorCode.wrongCurrentPassword,
      message: PasswordText.wrongCurrentPassword,
    });
    const weak = await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: user.password, newPassword: 'weak' },
      cookie,
    );
    expect(weak.json()).toEqual({ code: ErrorCode.passwordRule, message: PASSWORD_RULE_MESSAGE });
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('needs a session, and refuses the guest with 403', async () => {
    const { app } = testApp();
    const body = { currentPassword: GUEST_PASSWORD, newPassword: 'Changed#Pw9' };
    expect((await postJson(app, AccountApi.changePassword.path, body)).statusCode).toBe(401);
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const response = await postJson(app, AccountApi.changePassword.path, body, guest);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
    expect((await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD)).statusCode).toBe(200);
  });
});
