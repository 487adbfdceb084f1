import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ApiPath,
  encodeBasicAuth,
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  profileSchema,
  SESSION_COOKIE,
  SESSION_SIGNAL_COOKIE,
} from '@citybook/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { generateActivationCodes } from '../src/modules/activation/activation-codes.ts';
import { SandboxCards } from '../src/modules/activation/sandbox-gateway.ts';
import { importMembers } from '../src/modules/account/member-import.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { cardPayload, subscribedMember } from './factories/subscription.ts';
import { createUser, uniqueEmail } from './factories/user.ts';
import { loggedInMember } from './helpers/member.ts';
import { resetTokenIn, waitForMail } from './helpers/outbox.ts';
import { getJson, loginRequest, logIn, postJson, sessionCookieOf } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Issue #8 item 5: the security rules of ARCHITECTURE.md that other API tests do not already
 * cover (headers on the web app, cookie flags over HTTPS, fixation with a planted token, CSRF on a
 * logged-in session, activation and card-lookup limits, identical refusals, the guest account,
 * and secrets kept out of a trace-level log).
 */
function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  return root;
}

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'trace', WEB_DIST: fakeWebDist() },
  logStream: { write: (line) => void logLines.push(line) },
});
/** Reached over HTTPS (TLS ends at a proxy in front), with a low activation limit. */
const httpsApp = useTestApp({
  config: { PUBLIC_URL: 'https://citybook.example', RATE_LIMIT_ACTIVATION: '3' },
});

let nextAddress = 10;
/** A client address of its own, so one test's rate-limit counters never meet another's. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const json = { 'content-type': 'application/json' };

/** A market of its own with one merchant at (`at`, `at`): the id of that merchant's offer. */
async function offerOfNewMerchant(db: Kysely<DB>, title: string, at: number): Promise<number> {
  const { marketId } = await createMarketWithMerchants(db, { latitude: at, longitude: at }, [
    { title, latitude: at, longitude: at },
  ]);
  const offer = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select('offer.id')
    .where('merchant.market_id', '=', marketId)
    .executeTakeFirstOrThrow();
  return offer.id;
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are sent with the web app, its files, and API refusals alike', async () => {
    const { app } = testApp();
    const page = await app.inject({ url: '/offers/categories', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    // Refused in a hook, before any route: the headers must already be there.
    const refused = await app.inject({
      method: 'POST',
      url: ApiPath.account.login,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(415);
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    for (const response of [page, asset, refused, missing]) expectSecurityHeaders(response);
  });
});

describe('session cookies', () => {
  it('are HttpOnly (the token), SameSite=Lax, Path=/ and Secure when PUBLIC_URL is https', async () => {
    // Behind a proxy that ends TLS the request reaches us as plain HTTP: PUBLIC_URL decides.
    const https = httpsApp();
    const user = await createUser(https.db);
    const login = await loginRequest(https.app, user.email, user.password);
    const signUp = await postJson(https.app, ApiPath.account.create, {
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
        url: ApiPath.account.create,
        headers: { ...json, cookie: planted },
        payload: JSON.stringify({ emailAddress: uniqueEmail(), password: 'Sign#Up1234' }),
      }),
    );
    for (const cookie of [login, signUp]) {
      expect(cookie).not.toBe(planted);
      expect((await getJson(app, ApiPath.account.profile, cookie)).statusCode).toBe(200);
    }
    expect((await getJson(app, ApiPath.account.profile, planted)).statusCode).toBe(401);
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
    expect((await getJson(app, ApiPath.account.logout, cookie)).statusCode).toBe(200);
    for (const url of [ApiPath.account.profile, ApiPath.account.vouchers]) {
      const reused = await getJson(app, url, cookie);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toMatchObject({ code: ErrorCode.notLoggedIn });
    }
    const change = await postJson(app, ApiPath.account.setMarket, { marketId: 1 }, cookie);
    expect(change.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a logged-in change sent as a form or from another site, and changes nothing', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    const attempts: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'text/plain' }, '{}', 415],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--', 415],
      [{ ...json, origin: 'https://evil.example' }, '{}', 403],
      [{ ...json, origin: 'null' }, '{}', 403],
      [{ ...json, origin: 'http://localhost:80.evil.example' }, '{}', 403],
      [{ ...json, 'sec-fetch-site': 'cross-site' }, '{}', 403],
      [{ ...json, 'sec-fetch-site': 'same-site' }, '{}', 403],
    ];
    for (const [headers, payload, status] of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: ApiPath.account.deleteAccount,
        headers: { ...headers, cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json()).toMatchObject({
        code: status === 415 ? ErrorCode.unsupportedMediaType : ErrorCode.forbidden,
      });
    }
    // Still there and still logged in; the same call from the app's own origin goes through.
    expect((await getJson(app, ApiPath.account.profile, cookie)).statusCode).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: ApiPath.account.deleteAccount,
      headers: { ...json, cookie, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: '{}',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('stop code activation after the limit, whatever X-Forwarded-For says', async () => {
    const { app } = httpsApp();
    const { cookie } = await loggedInMember(httpsApp());
    const remoteAddress = freshAddress();
    const activate = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: ApiPath.account.activate,
        remoteAddress,
        headers: { ...json, cookie, 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ code: 'ABCD-EFGH-JKMN-PQRS' }),
      });
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await activate(`203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const limited = await activate('203.0.113.99');
    expect(limited.json()).toEqual({ code: ErrorCode.rateLimited, message: expect.any(String) });
  });

  it('stop card-number lookups after 60 a minute', async () => {
    const { app } = testApp();
    const remoteAddress = freshAddress();
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await app.inject({
        url: ApiPath.validate.paymentCardNumber(SandboxCards.visa),
        remoteAddress,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 60, 429: 1 });
  });
});

describe('answers that reveal nothing', () => {
  /** What an observer sees: status, body, and which headers (their values vary per request). */
  const observed = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    headers: Object.keys(response.headers).sort(),
    cookies: response.cookies.map((c) => `${c.name}=${c.value}`),
  });

  it('refuses a login the same way for an unknown email, a wrong password and no password', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const answers = [
      await loginRequest(app, 'nobody-at-all@example.com', 'Wrong#pass1'),
      await loginRequest(app, user.email, 'Wrong#pass1'),
      await loginRequest(app, user.email.toUpperCase(), 'Wrong#pass2'),
    ].map(observed);
    expect(answers[0]).toMatchObject({ status: 401 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers forgot-password the same for a member, the guest, an unknown and a malformed email', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const answers = [];
    for (const emailAddress of [user.email, GUEST_EMAIL, 'nobody-at-all@example.com', 'nope']) {
      answers.push(observed(await postJson(app, ApiPath.account.forgotPassword, { emailAddress })));
    }
    expect(answers[0]).toMatchObject({ status: 200 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe('the guest account', () => {
  it('is refused every change with 403 (activate, subscribe, redeem, card, profile, password, delete), and nothing changes', async () => {
    const { app, db } = testApp();
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const other = await subscribedMember(testApp(), SandboxCards.visa);
    const { codes } = await generateActivationCodes(db, { count: 1, days: 30 });
    const offerId = await offerOfNewMerchant(db, 'Guest Cafe', 20);
    const state = async () => ({
      guest: await db
        .selectFrom('app_user')
        .selectAll()
        .where('email', '=', GUEST_EMAIL)
        .executeTakeFirstOrThrow(),
      vouchers: await db.selectFrom('activation_voucher').selectAll().orderBy('id').execute(),
      cards: await db.selectFrom('payment_instrument').selectAll().orderBy('id').execute(),
      redemptions: await db.selectFrom('redemption').selectAll().orderBy('id').execute(),
      tokens: await db.selectFrom('password_token').selectAll().orderBy('id').execute(),
    });
    const before = await state();

    const changes: [string, unknown][] = [
      [ApiPath.account.activate, { code: codes[0] }],
      [
        ApiPath.account.activateSubscription,
        { subscriptionTypeCode: 1, sourcePayload: cardPayload(SandboxCards.visa) },
      ],
      [ApiPath.catalog.redeem, { offerId, activationVoucherId: other.voucherId }],
      [
        ApiPath.account.paymentInstrumentUpdate(other.voucherId),
        { sourcePayload: cardPayload(SandboxCards.mastercard) },
      ],
      [ApiPath.account.profileUpdate, { emailAddress: 'taken-over@example.com', firstName: 'M' }],
      [
        ApiPath.account.changePassword,
        { currentPassword: GUEST_PASSWORD, newPassword: 'Taken#Over1' },
      ],
      [ApiPath.account.deleteAccount, {}],
    ];
    for (const [url, body] of changes) {
      const response = await postJson(app, url, body, guest);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: ErrorCode.forbidden });
    }

    expect(await state()).toEqual(before);
    // The shared password still works, and the session was not ended by any of it.
    expect((await getJson(app, ApiPath.account.profile, guest)).statusCode).toBe(200);
    expect((await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('holds no password, card number, CVV, session or reset token after a full member journey', async () => {
    const { app, db } = testApp();
    logLines.length = 0;
    const email = uniqueEmail('journey');
    const firstPassword = 'First#Secret9q';
    const newPassword = 'Second#Secret7z';
    const cookies: string[] = [];
    const keep = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      cookies.push(sessionCookieOf(response));
      return cookies.at(-1) ?? '';
    };

    // Sign up and log in.
    keep(
      await postJson(app, ApiPath.account.create, { emailAddress: email, password: firstPassword }),
    );
    keep(await loginRequest(app, email, firstPassword));
    // Forget the password: open the mailed link (a web-app page), then set a new one.
    expect(
      (await postJson(app, ApiPath.account.forgotPassword, { emailAddress: email })).statusCode,
    ).toBe(200);
    const resetToken = resetTokenIn((await waitForMail(db, email)).body_text);
    const page = await app.inject({
      url: `/account/password/reset?token=${resetToken}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const reset = await postJson(app, ApiPath.account.resetPassword, {
      token: resetToken,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const cookie = keep(await loginRequest(app, email, newPassword));
    // Check the card number as the payment form does, subscribe with it, redeem a coupon.
    for (const number of [SandboxCards.visa, '4242 4242 4242 4242']) {
      const check = await getJson(
        app,
        ApiPath.validate.paymentCardNumber(encodeURIComponent(number)),
      );
      expect(check.json()).toMatchObject({ valid: true });
    }
    const subscribed = await postJson(
      app,
      ApiPath.account.activateSubscription,
      {
        subscriptionTypeCode: 1,
        sourceDevicePlatformCode: 'web',
        sourcePayload: cardPayload(SandboxCards.visa, { cvv: '9731' }),
      },
      cookie,
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const voucherId = profileSchema.parse(subscribed.json()).activationVoucherId;
    const offerId = await offerOfNewMerchant(db, 'Log Cafe', 40);
    const redeemed = await postJson(
      app,
      ApiPath.catalog.redeem,
      { offerId, activationVoucherId: voucherId },
      cookie,
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    // An imported member: the set-password token travels in the login answer and a page link.
    const imported = uniqueEmail('imported');
    const { created } = await importMembers(db, [{ line: 1, email: imported }], 'list.txt');
    const temporary = created[0]?.temporaryPassword ?? '';
    const mustSet = await loginRequest(app, imported, temporary);
    const setToken = mustSet.json<{ message: string }>().message;
    expect(setToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await app.inject({ url: `/account/password/set?token=${setToken}` });
    expect((await getJson(app, ApiPath.account.logout, cookie)).statusCode).toBe(200);

    const logged = logLines.join('');
    // The journey was logged (at trace level), with the secret parts of its URLs blanked out.
    expect(logged).toContain('/api/validate/paymentCardNumber/[redacted]');
    expect(logged).toContain('/account/password/reset?token=[redacted]');
    const tokens = cookies.map((c) => c.slice(SESSION_COOKIE.length + 1));
    const secrets = [
      firstPassword,
      newPassword,
      temporary,
      encodeBasicAuth({ email, password: firstPassword }).slice('Basic '.length),
      encodeBasicAuth({ email, password: newPassword }).slice('Basic '.length),
      resetToken,
      hashToken(resetToken),
      setToken,
      ...tokens,
      ...tokens.map(hashToken),
      SandboxCards.visa,
      '4242 4242 4242 4242',
      '4242%204242',
    ];
    for (const secret of secrets) expect(logged, secret).not.toContain(secret);
    // The CVV (9731) is too short to look for by value: no field of the card form may appear.
    expect(logged).not.toMatch(/"cvv"|sourcePayload|cardholderName|\$argon2/i);
  });
});
