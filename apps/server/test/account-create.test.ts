import {
  ErrorCode,
  PASSWORD_RULE_MESSAGE,
  profileSchema,
  SESSION_COOKIE,
  AccountApi,
  MarketApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from './factories/user.ts';
import { getJson, postJson, sessionCookieOf } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const password = 'Str0ng#Pass';

describe('POST /api/account/create', () => {
  it('creates the account, logs it in and returns the profile', async () => {
    const { app } = testApp();
    const email = uniqueEmail('New.Member');

    const response = await postJson(app, AccountApi.createAccount.path, {
      emailAddress: ` ${email} `,
      password,
      IsMobilePlus: true,
    });

    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      emailAddress: email.toLowerCase(),
      isMobilePlus: true,
      marketId: null,
    });
    const cookie = sessionCookieOf(response);
    const me = await getJson(app, AccountApi.getProfile.path, cookie);
    expect(me.json()).toMatchObject({ emailAddress: email.toLowerCase() });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
  });

  it('keeps a known market chosen at sign-up', async () => {
    const { app } = testApp();
    const [market] = (await getJson(app, MarketApi.getMarkets.path)).json<{ id: number }[]>();
    const response = await postJson(app, AccountApi.createAccount.path, {
      emailAddress: uniqueEmail(),
      password,
      marketId: market?.id,
    });
    expect(response.json()).toMatchObject({ marketId: market?.id, isMobilePlus: false });
  });

  it.each(['', 'not-an-email', 'a@', 'x'.repeat(300) + '@example.com'])(
    'answers code 1 for the email %j',
    async (emailAddress) => {
      const { app } = testApp();
      const response = await postJson(app, AccountApi.createAccount.path, {
        emailAddress,
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.invalidEmail });
    },
  );

  it.each(['short#1', 'nodigits#here', 'NoSpecial123', 'x'.repeat(30) + '#1'])(
    'answers code 2 with the rule for the password %j',
    async (weak) => {
      const { app } = testApp();
      const response = await postJson(app, AccountApi.createAccount.path, {
        emailAddress: uniqueEmail(),
        password: weak,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: ErrorCode.invalidPassword,
        message: PASSWORD_RULE_MESSAGE,
      });
    },
  );

  it('answers code 6 for an email that is already registered, in any case', async () => {
    const { app, db } = testApp();
    const existing = await createUser(db);
    const response = await postJson(app, AccountApi.createAccount.path, {
      emailAddress: existing.email.toUpperCase(),
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.emailTaken });
  });

  it('creates one account when the same email signs up twice at once', async () => {
    const { app, db } = testApp();
    const email = uniqueEmail();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        postJson(app, AccountApi.createAccount.path, { emailAddress: email, password }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400 validation for a body of the wrong shape', async () => {
    const { app } = testApp();
    const response = await postJson(app, AccountApi.createAccount.path, { emailAddress: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation });
  });
});
