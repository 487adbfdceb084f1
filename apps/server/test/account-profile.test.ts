import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  marketListSchema,
  profileSchema,
  AccountApi,
  MarketApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from './factories/user.ts';
import { getJson, loginRequest, logIn, postJson } from './helpers/session.ts';
import { loggedInMember } from './helpers/member.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const member = () => loggedInMember(testApp());

describe('POST /api/account/profile/update', () => {
  it('saves contact details, trimmed, with blanks as null', async () => {
    const { app } = testApp();
    const { user, cookie } = await member();
    const response = await postJson(
      app,
      AccountApi.updateProfile.path,
      {
        emailAddress: user.email,
        firstName: ' Ana ',
        lastName: '',
        phone: '(512) 555-0100',
        postalCode: '78701-1234',
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toMatchObject({
      firstName: 'Ana',
      lastName: null,
      phone: '(512) 555-0100',
      postalCode: '78701-1234',
    });
  });

  it.each([
    ['phone', { phone: '555-0100' }, 'phone'],
    ['postal code', { postalCode: '7870' }, 'postalCode'],
    ['first name', { firstName: 'x'.repeat(51) }, 'firstName'],
  ])('refuses a bad %s with a message naming the field', async (_label, fields, name) => {
    const { app } = testApp();
    const { user, cookie } = await member();
    const response = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: user.email, ...fields },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: expect.stringContaining(name),
    });
  });

  it('changes the email only with the current password', async () => {
    const { app, db } = testApp();
    const { user, cookie } = await member();
    const newEmail = `changed-${user.email}`;
    const missing = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: newEmail },
      cookie,
    );
    expect(missing.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    const wrong = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: newEmail, currentPassword: 'Wrong#pass1' },
      cookie,
    );
    expect(wrong.json()).toMatchObject({ code: ErrorCode.wrongCurrentPassword });
    const taken = await createUser(db);
    const clash = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: taken.email, currentPassword: user.password },
      cookie,
    );
    expect(clash.json()).toMatchObject({ code: ErrorCode.emailTaken });
    const invalid = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: 'nope', currentPassword: user.password },
      cookie,
    );
    expect(invalid.json()).toMatchObject({ code: ErrorCode.invalidEmail });

    const ok = await postJson(
      app,
      AccountApi.updateProfile.path,
      { emailAddress: newEmail, currentPassword: user.password },
      cookie,
    );
    expect(ok.json()).toMatchObject({ emailAddress: newEmail.toLowerCase() });
    expect((await loginRequest(app, newEmail, user.password)).statusCode).toBe(200);
  });
});

describe('POST /api/account/setMarket', () => {
  it('saves the market of a member', async () => {
    const { app } = testApp();
    const { cookie } = await member();
    const markets = marketListSchema.parse((await getJson(app, MarketApi.getMarkets.path)).json());
    const target = markets[1]!;
    const response = await postJson(app, MarketApi.setMarket.path, { marketId: target.id }, cookie);
    expect(response.json()).toMatchObject({ marketId: target.id });
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).json()).toMatchObject({
      marketId: target.id,
    });
  });

  it('answers 404 for an unknown market and 400 for a bad id', async () => {
    const { app } = testApp();
    const { cookie } = await member();
    expect(
      (await postJson(app, MarketApi.setMarket.path, { marketId: 999999 }, cookie)).statusCode,
    ).toBe(404);
    expect(
      (await postJson(app, MarketApi.setMarket.path, { marketId: 'x' }, cookie)).statusCode,
    ).toBe(400);
  });

  it("keeps a guest's choice to that session, leaving the shared account as it is", async () => {
    const { app } = testApp();
    const markets = marketListSchema.parse((await getJson(app, MarketApi.getMarkets.path)).json());
    const first = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const second = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const original = profileSchema.parse(
      (await getJson(app, AccountApi.getProfile.path, second)).json(),
    ).marketId;
    const other = markets.find((market) => market.id !== original)!;

    const response = await postJson(app, MarketApi.setMarket.path, { marketId: other.id }, first);

    expect(response.json()).toMatchObject({ marketId: other.id });
    expect((await getJson(app, AccountApi.getProfile.path, first)).json()).toMatchObject({
      marketId: other.id,
    });
    expect((await getJson(app, AccountApi.getProfile.path, second)).json()).toMatchObject({
      marketId: original,
    });
  });
});

describe('POST /api/account/deleteAccount', () => {
  it('removes the account and its sessions; a second login fails', async () => {
    const { app, db } = testApp();
    const { user, cookie } = await member();
    const response = await postJson(
      app,
      AccountApi.deleteAccount.path,
      { currentPassword: user.password },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(401);
    const rows = await db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the guest account', () => {
  it('is refused every change with 403 and stays usable', async () => {
    const { app } = testApp();
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const changes = [
      [AccountApi.updateProfile.path, { emailAddress: GUEST_EMAIL, firstName: 'Mallory' }],
      [
        AccountApi.changePassword.path,
        { currentPassword: GUEST_PASSWORD, newPassword: 'Taken#Over1' },
      ],
      [AccountApi.deleteAccount.path, { currentPassword: GUEST_PASSWORD }],
    ] as const;
    for (const [url, body] of changes) {
      const response = await postJson(app, url, body, guest);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
    }
    const profile = await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD);
    expect(profile.json()).toMatchObject({ emailAddress: GUEST_EMAIL, firstName: null });
  });
});

describe('GET /api/account/expired', () => {
  it('answers the end of the activation (none yet for a new member)', async () => {
    const { app } = testApp();
    const { cookie } = await member();
    const response = await getJson(app, AccountApi.getExpired.path, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userOffersValidTo: null });
    expect((await getJson(app, AccountApi.getExpired.path)).statusCode).toBe(401);
  });
});
