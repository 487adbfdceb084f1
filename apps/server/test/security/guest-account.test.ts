import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  ActivationApi,
  RedemptionApi,
  urlOf,
  AccountApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createCodes } from '../factories/edition.ts';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { cardPayload, subscribedMember } from '../factories/subscription.ts';
import { getJson, loginRequest, logIn, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { offerOfNewMerchant } from './set-up.ts';

const testApp = useTestApp();

describe('the guest account', () => {
  it('is refused every change with 403 (activate, subscribe, redeem, card, profile, password, delete), and nothing changes', async () => {
    const { app, db } = testApp();
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    const other = await subscribedMember(testApp(), SandboxCards.visa);
    const { codes } = await createCodes(db, { count: 1 });
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
      [ActivationApi.activate.path, { code: codes[0] }],
      [
        ActivationApi.activateSubscription.path,
        { subscriptionTypeCode: 1, sourcePayload: cardPayload(SandboxCards.visa) },
      ],
      [RedemptionApi.redeem.path, { offerId, activationVoucherId: other.voucherId }],
      [
        urlOf(ActivationApi.updatePaymentInstrument, {
          params: { activationVoucherId: other.voucherId },
        }),
        { sourcePayload: cardPayload(SandboxCards.mastercard) },
      ],
      [AccountApi.updateProfile.path, { emailAddress: 'taken-over@example.com', firstName: 'M' }],
      [
        AccountApi.changePassword.path,
        { currentPassword: GUEST_PASSWORD, newPassword: 'Taken#Over1' },
      ],
      [AccountApi.deleteAccount.path, { currentPassword: GUEST_PASSWORD }],
    ];
    for (const [url, body] of changes) {
      const response = await postJson(app, url, body, guest);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: ErrorCode.forbidden });
    }

    expect(await state()).toEqual(before);
    // The shared password still works, and the session was not ended by any of it.
    expect((await getJson(app, AccountApi.getProfile.path, guest)).statusCode).toBe(200);
    expect((await loginRequest(app, GUEST_EMAIL, GUEST_PASSWORD)).statusCode).toBe(200);
  });
});
