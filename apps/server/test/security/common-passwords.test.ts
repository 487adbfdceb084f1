import { AccountApi, COMMON_PASSWORD_MESSAGE, ErrorCode } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../factories/user.ts';
import { resetTokenIn, waitForMail } from '../helpers/outbox.ts';
import { loginRequest, logIn, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

// ASVS 6.2.4: the spec's composition rule lets these through; the common-password list does not.
const testApp = useTestApp();
const refused = { code: ErrorCode.commonPassword, message: COMMON_PASSWORD_MESSAGE };

describe('common passwords', () => {
  it('are refused at sign-up, and no account is made', async () => {
    const { app, db } = testApp();
    const email = uniqueEmail('common');

    const response = await postJson(app, AccountApi.createAccount.path, {
      emailAddress: email,
      password: 'Password1!',
      IsMobilePlus: false,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    const made = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('are refused as a new password, which leaves the old one working', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const cookie = await logIn(app, user.email, user.password);

    const response = await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: user.password, newPassword: 'P@ssw0rd123!' },
      cookie,
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('are refused on reset, keeping the token for a better choice', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    await postJson(app, AccountApi.forgotPassword.path, { emailAddress: user.email });
    const token = resetTokenIn((await waitForMail(db, user.email)).body_text);

    const common = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Qwerty123#',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(refused);

    const good = await postJson(app, AccountApi.resetPassword.path, {
      token,
      password: 'Kq7#vLm2pZ',
    });
    expect(good.statusCode).toBe(200);
  });
});
