import { AccountApi, ActivationApi, PasswordThrottle, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { issuePasswordToken } from '../../src/modules/account/repositories/password-token-repo.ts';
import { renewDueSubscriptions } from '../../src/modules/activation/index.ts';
import {
  cardPayload,
  purchaseConsent,
  setPeriodEnd,
  subscribedMember,
} from '../factories/subscription.ts';
import { createUser } from '../factories/user.ts';
import { loggedInMember } from '../helpers/member.ts';
import { logIn, loginRequest, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void logLines.push(line) },
});

type Line = Record<string, unknown>;

/** The security events logged since `from`, each a parsed line. */
function eventsSince(from: number): Line[] {
  return logLines
    .slice(from)
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => typeof line.securityEvent === 'string');
}

describe('security events', () => {
  it('log logins that succeed, fail and are throttled, never with the email or password', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const from = logLines.length;

    await logIn(app, user.email, user.password);
    for (let attempt = 0; attempt <= PasswordThrottle.accountFreeFailures; attempt += 1) {
      await loginRequest(app, user.email, 'Wrong#pass1');
    }

    const events = eventsSince(from);
    expect(events[0]).toMatchObject({ securityEvent: 'login.succeeded', userId: user.id });
    expect(events).toContainEqual(
      expect.objectContaining({ securityEvent: 'login.failed', reason: 'wrongPassword' }),
    );
    expect(events.map((event) => event.securityEvent)).toContain('password.throttled');
    const text = JSON.stringify(events);
    for (const secret of [user.email, user.password, 'Wrong#pass1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('log a password change, a reset and the sessions each ended, with ids only', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logIn(app, user.email, user.password);
    await logIn(app, user.email, user.password);
    const from = logLines.length;

    const newPassword = 'Logged#Change1';
    await postJson(
      app,
      AccountApi.changePassword.path,
      { currentPassword: user.password, newPassword },
      here,
    );
    const token = await issuePasswordToken(db, user.id, 'reset');
    await postJson(app, AccountApi.resetPassword.path, { token, password: 'Logged#Reset1' });

    const events = eventsSince(from);
    expect(events).toEqual([
      expect.objectContaining({ securityEvent: 'password.changed', userId: user.id }),
      expect.objectContaining({
        securityEvent: 'session.revoked',
        userId: user.id,
        reason: 'password.changed',
        sessions: 1,
      }),
      expect.objectContaining({ securityEvent: 'password.reset', userId: user.id }),
      expect.objectContaining({
        securityEvent: 'session.revoked',
        userId: user.id,
        reason: 'password.reset',
        sessions: 1,
      }),
    ]);
    const text = JSON.stringify(events);
    for (const secret of [user.password, newPassword, 'Logged#Reset1', token, user.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('log signing out of other devices and deleting the account', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const here = await logIn(app, user.email, user.password);
    await logIn(app, user.email, user.password);
    const from = logLines.length;

    await postJson(
      app,
      AccountApi.signOutOtherDevices.path,
      { currentPassword: user.password },
      here,
    );
    await postJson(app, AccountApi.deleteAccount.path, { currentPassword: user.password }, here);

    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        securityEvent: 'session.revoked',
        userId: user.id,
        reason: 'signOutOthers',
        sessions: 1,
      }),
      expect.objectContaining({ securityEvent: 'account.deleted', userId: user.id, level: 30 }),
    ]);
  });

  it('log declined payments: a purchase, a new card and a renewal, as warnings', async () => {
    const testAppNow = testApp();
    const { app, db } = testAppNow;
    const buyer = await loggedInMember(testAppNow);
    const renewing = await subscribedMember(testAppNow, SandboxCards.failsAtRenewal);
    const from = logLines.length;

    const purchase = await postJson(
      app,
      ActivationApi.activateSubscription.path,
      {
        subscriptionTypeCode: 1,
        sourceDevicePlatformCode: 'web',
        sourcePayload: cardPayload(SandboxCards.declined),
        ...purchaseConsent,
      },
      buyer.cookie,
    );
    expect(purchase.statusCode).toBe(402);
    const newCard = await postJson(
      app,
      urlOf(ActivationApi.updatePaymentInstrument, {
        params: { activationVoucherId: renewing.voucherId },
      }),
      { sourcePayload: cardPayload(SandboxCards.declined) },
      renewing.cookie,
    );
    expect(newCard.statusCode).toBe(402);
    const end = new Date(Date.now() + 60 * 60_000);
    await setPeriodEnd(testAppNow, renewing.voucherId, end);
    await renewDueSubscriptions({ db, gateway: app.paymentGateway }, new Date(), app.log);

    const declines = eventsSince(from).filter((line) => line.securityEvent === 'payment.declined');
    expect(declines).toEqual([
      expect.objectContaining({ userId: buyer.user.id, reason: 'purchase', level: 40 }),
      expect.objectContaining({ userId: renewing.user.id, reason: 'cardUpdate', level: 40 }),
      expect.objectContaining({
        userId: renewing.user.id,
        voucherId: renewing.voucherId,
        reason: 'renewal',
        level: 40,
      }),
    ]);
    expect(JSON.stringify(declines)).not.toContain(SandboxCards.declined);
  });
});
