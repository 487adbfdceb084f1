import { randomUUID } from 'node:crypto';
import {
  ActivationApi,
  isActivated,
  profileSchema,
  SubscriptionRuleText,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import {
  appleRenewalPayload,
  signedAppleNotification,
} from '../src/lib/stores/test-pki/apple-test-data.ts';
import { signLikeApple } from '../src/lib/stores/test-pki/sign-like-apple.ts';
import {
  cardPayload,
  ledgerOf,
  purchaseConsent,
  subscribedMember,
} from './factories/subscription.ts';
import { DAY_MS, useAppStoreTestApp } from './helpers/app-store.ts';
import { loggedInMember } from './helpers/member.ts';
import { postJson } from './helpers/session.ts';

const {
  newTransactionId,
  testApp,
  purchase,
  storeOnlyPurchase,
  postPurchase,
  notify,
  subscriptionOf,
  profileOf,
} = await useAppStoreTestApp();

describe('App Store purchases', () => {
  it('activates the account with a verified purchase, once however often it is posted', async () => {
    const member = await loggedInMember(testApp());
    const signed = signLikeApple(purchase());
    const first = await postPurchase(member.cookie, signed);
    expect(first.statusCode, first.body).toBe(200);
    const profile = profileSchema.parse(first.json());
    expect(isActivated(profile)).toBe(true);
    expect(profile).toMatchObject({ userActivationType: 'SUB', subscriptionType: 2 });
    expect((await postPurchase(member.cookie, signed)).statusCode).toBe(200);

    expect(await subscriptionOf(member.cookie)).toMatchObject({
      status: 'active',
      source: 'apple',
      plan: { code: 2 },
      card: null,
    });
    expect(await ledgerOf(testApp(), profile.activationVoucherId ?? 0)).toEqual([
      expect.objectContaining({
        purpose: 'storePurchase',
        source: 'apple',
        amount_cents: 499,
        status: 'succeeded',
      }),
    ]);
  });

  it('refuses forged data, another account’s purchase and a second subscription', async () => {
    const member = await loggedInMember(testApp());
    const forged = await postPurchase(member.cookie, signLikeApple(purchase(), 'other'));
    expect(forged.statusCode).toBe(400);
    const tampered = signLikeApple(purchase()).replace(/\.[^.]+\./, (middle) =>
      middle.replace(/A/g, 'B'),
    );
    expect((await postPurchase(member.cookie, tampered)).statusCode).toBe(400);

    const signed = signLikeApple(purchase());
    expect((await postPurchase(member.cookie, signed)).statusCode).toBe(200);
    const stranger = await loggedInMember(testApp());
    const taken = await postPurchase(stranger.cookie, signed);
    expect(taken.statusCode).toBe(400);

    const subscriber = await subscribedMember(testApp(), SandboxCards.visa);
    const second = await postPurchase(subscriber.cookie, signLikeApple(purchase()));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'alreadySubscribed' });
  });

  it('follows the store: renewal, cancellation, then refund', async () => {
    const member = await loggedInMember(testApp());
    const bought = purchase();
    const first = await postPurchase(member.cookie, signLikeApple(bought));
    const voucherId = profileSchema.parse(first.json()).activationVoucherId ?? 0;

    const renewal = {
      ...bought,
      transactionId: newTransactionId(),
      purchaseDate: bought.expiresDate ?? 0,
      expiresDate: (bought.expiresDate ?? 0) + 30 * DAY_MS,
      transactionReason: 'RENEWAL' as const,
    };
    const renewed = signedAppleNotification({
      signedDate: Date.now(),
      notificationType: 'DID_RENEW',
      transaction: renewal,
      renewal: appleRenewalPayload(renewal),
      status: 1,
    });
    expect((await notify(renewed)).statusCode).toBe(200);
    expect((await notify(renewed)).statusCode).toBe(200); // Apple retries: applied once
    const afterRenewal = await subscriptionOf(member.cookie);
    expect(afterRenewal?.periodEnd).toBe(new Date(renewal.expiresDate).toISOString());

    const cancel = signedAppleNotification({
      signedDate: Date.now(),
      notificationType: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      transaction: renewal,
      renewal: appleRenewalPayload(renewal, { autoRenewStatus: 0 }),
      status: 1,
    });
    expect((await notify(cancel)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('cancelled');
    const notHere = await postJson(
      testApp().app,
      ActivationApi.resumeSubscription.path,
      {},
      member.cookie,
    );
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json()).toMatchObject({ message: SubscriptionRuleText.storeManaged('apple') });

    const refund = signedAppleNotification({
      signedDate: Date.now(),
      notificationType: 'REFUND',
      transaction: { ...renewal, revocationDate: Date.now(), revocationReason: 0 },
      renewal: appleRenewalPayload(renewal, { autoRenewStatus: 0 }),
      status: 5,
    });
    expect((await notify(refund)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    expect(isActivated(await profileOf(member.cookie))).toBe(false);
    const ledger = await ledgerOf(testApp(), voucherId);
    expect(ledger.map((row) => [row.purpose, row.status])).toEqual([
      ['storePurchase', 'succeeded'],
      ['storeRenewal', 'refunded'],
    ]);
    // NOTICE-2: a receipt for each of the store's charges and one for its refund, each once.
    const receipts = await testApp()
      .db.selectFrom('notice')
      .select(['notice_key', 'payload'])
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'receipt')
      .orderBy('id')
      .execute();
    expect(receipts.map((notice) => notice.notice_key)).toEqual([
      `receipt:${String(ledger[0]?.id)}`,
      `receipt:${String(ledger[1]?.id)}`,
      `refund:${String(ledger[1]?.id)}`,
    ]);
    expect(JSON.parse(receipts[0]?.payload ?? '{}')).toMatchObject({
      store: 'App Store',
      card: null,
    });
  });

  it('acknowledges a notification of a purchase nobody reported, and refuses a forged one', async () => {
    const unknown = storeOnlyPurchase();
    const told = signedAppleNotification({
      notificationType: 'SUBSCRIBED',
      subtype: 'INITIAL_BUY',
      transaction: unknown,
      renewal: appleRenewalPayload(unknown),
      status: 1,
      notificationUUID: randomUUID(),
    });
    expect((await notify(told)).statusCode).toBe(200);
    const forged = signedAppleNotification({
      notificationType: 'REFUND',
      transaction: unknown,
      chain: 'other',
    });
    expect((await notify(forged)).statusCode).toBe(400);
  });
});

/** A member with an App Store subscription bought now, verified with Apple's server API. */
describe('a store subscription that lapsed without a word from the store', () => {
  it('gives way to a card purchase', async () => {
    const member = await loggedInMember(testApp());
    const first = await postPurchase(member.cookie, signLikeApple(purchase()));
    const voucherId = profileSchema.parse(first.json()).activationVoucherId ?? 0;
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ offers_valid_to: new Date(Date.now() - DAY_MS).toISOString() })
      .where('id', '=', voucherId)
      .execute();

    const byCard = await postJson(
      testApp().app,
      ActivationApi.activateSubscription.path,
      {
        subscriptionTypeCode: 1,
        sourcePayload: cardPayload(SandboxCards.visa),
        ...purchaseConsent,
      },
      member.cookie,
    );
    expect(byCard.statusCode, byCard.body).toBe(200);
    expect(await subscriptionOf(member.cookie)).toMatchObject({ source: 'card', status: 'active' });
  });
});

describe('without a store configured', () => {
  it('answers 503 with what is missing', async () => {
    const response = await postJson(testApp().app, ActivationApi.googleStorePurchase.path, {
      productId: '1',
      purchaseToken: 'token',
    });
    expect(response.statusCode).toBe(401);
    const member = await loggedInMember(testApp());
    const refused = await postJson(
      testApp().app,
      ActivationApi.googleStorePurchase.path,
      { productId: '1', purchaseToken: 'token' },
      member.cookie,
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      message: 'Google Play purchases are not set up on this server.',
    });
  });
});
