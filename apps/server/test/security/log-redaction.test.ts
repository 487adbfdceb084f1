import {
  encodeBasicAuth,
  profileSchema,
  SESSION_COOKIE,
  AccountApi,
  ActivationApi,
  urlOf,
  RedemptionApi,
} from '@citybook/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { importMembers } from '../../src/modules/account/index.ts';
import { cardPayload, purchaseConsent } from '../factories/subscription.ts';
import { uniqueEmail } from '../factories/user.ts';
import { resetTokenIn, waitForMail } from '../helpers/outbox.ts';
import { getJson, loginRequest, postJson, sessionCookieOf } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { fakeWebDist, offerOfNewMerchant } from './set-up.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'trace', WEB_DIST: fakeWebDist() },
  logStream: { write: (line) => void logLines.push(line) },
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
      await postJson(app, AccountApi.createAccount.path, {
        emailAddress: email,
        password: firstPassword,
      }),
    );
    keep(await loginRequest(app, email, firstPassword));
    // Forget the password: open the mailed link (a web-app page), then set a new one.
    expect(
      (await postJson(app, AccountApi.forgotPassword.path, { emailAddress: email })).statusCode,
    ).toBe(200);
    const resetToken = resetTokenIn((await waitForMail(db, email)).body_text);
    const page = await app.inject({
      url: `/account/password/reset?token=${resetToken}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const reset = await postJson(app, AccountApi.resetPassword.path, {
      token: resetToken,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const cookie = keep(await loginRequest(app, email, newPassword));
    // Check the card number as the payment form does, subscribe with it, redeem a coupon.
    for (const number of [SandboxCards.visa, '4242 4242 4242 4242']) {
      const check = await getJson(
        app,
        urlOf(ActivationApi.validatePaymentCardNumber, { params: { number } }),
      );
      expect(check.json()).toMatchObject({ valid: true });
    }
    const subscribed = await postJson(
      app,
      ActivationApi.activateSubscription.path,
      {
        subscriptionTypeCode: 1,
        sourceDevicePlatformCode: 'web',
        sourcePayload: cardPayload(SandboxCards.visa, { cvv: '9731' }),
        ...purchaseConsent,
      },
      cookie,
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const voucherId = profileSchema.parse(subscribed.json()).activationVoucherId;
    const offerId = await offerOfNewMerchant(db, 'Log Cafe', 40);
    const redeemed = await postJson(
      app,
      RedemptionApi.redeem.path,
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
    expect((await postJson(app, AccountApi.logoutByPost.path, {}, cookie)).statusCode).toBe(200);

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
