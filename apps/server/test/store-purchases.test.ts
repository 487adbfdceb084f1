import { randomUUID } from 'node:crypto';
import {
  AccountApi,
  ActivationApi,
  isActivated,
  profileSchema,
  subscriptionAnswerSchema,
  SubscriptionRuleText,
} from '@citybook/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxCards } from '../src/lib/payments/sandbox-gateway.ts';
import {
  appleRenewalPayload,
  appleTransactionPayload,
  signedAppleNotification,
  TestApp as AppleTestApp,
} from '../src/lib/stores/test-pki/apple-test-data.ts';
import { startFakeAppStoreApi } from '../src/lib/stores/test-pki/fake-app-store-api.ts';
import { signLikeApple, testPkiFile } from '../src/lib/stores/test-pki/sign-like-apple.ts';
import { cardPayload, ledgerOf, subscribedMember } from './factories/subscription.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

// Apple's signed data, verified by Apple's library against the test root in place of Apple's;
// Apple's server API served locally, answering what Apple holds now.
const appleApi = await startFakeAppStoreApi();
afterAll(() => appleApi.close());
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'citybook-iap-')), 'key.p8');
writeFileSync(keyFile, appleApi.signingKey);

const testApp = useTestApp({
  config: {
    APPLE_BUNDLE_ID: AppleTestApp.bundleId,
    APPLE_APP_APPLE_ID: String(AppleTestApp.appAppleId),
    APPLE_ENVIRONMENT: 'Sandbox',
    APPLE_ROOT_CERTIFICATES: testPkiFile('root.pem'),
    APPLE_ONLINE_CHECKS: 'false',
    APPLE_API_KEY_FILE: keyFile,
    APPLE_API_KEY_ID: appleApi.options.keyId,
    APPLE_API_ISSUER_ID: appleApi.options.issuerId,
    APPLE_API_URL: appleApi.options.baseUrl ?? '',
  },
});

const DAY_MS = 86_400_000;
let nextId = 3_000_000_000;
const newTransactionId = () => String((nextId += 1));

/**
 * A first App Store purchase of plan 2 made now, under its own original transaction id; Apple's
 * server API holds it, active.
 */
function purchase(overrides: Parameters<typeof appleTransactionPayload>[0] = {}) {
  const bought = storeOnlyPurchase(overrides);
  appleApi.holds({ transaction: bought, status: 1 });
  return bought;
}

/** A purchase Apple's server API has not heard of. */
function storeOnlyPurchase(overrides: Parameters<typeof appleTransactionPayload>[0] = {}) {
  const id = newTransactionId();
  const now = Date.now();
  return appleTransactionPayload({
    originalTransactionId: id,
    transactionId: id,
    purchaseDate: now,
    originalPurchaseDate: now,
    expiresDate: now + 30 * DAY_MS,
    signedDate: now,
    ...overrides,
  });
}

const postPurchase = (cookie: string, signedTransaction: string) =>
  postJson(testApp().app, ActivationApi.appleStorePurchase.path, { signedTransaction }, cookie);

const notify = (signedPayload: string) =>
  postJson(testApp().app, ActivationApi.appleStoreNotification.path, { signedPayload });

async function subscriptionOf(cookie: string) {
  const response = await getJson(testApp().app, ActivationApi.getSubscription.path, cookie);
  return subscriptionAnswerSchema.parse(response.json()).subscription;
}

async function profileOf(cookie: string) {
  return profileSchema.parse(
    (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).json(),
  );
}

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
async function appleSubscriber() {
  const member = await loggedInMember(testApp());
  const bought = purchase();
  const proof = signLikeApple(bought);
  const first = await postPurchase(member.cookie, proof);
  expect(first.statusCode, first.body).toBe(200);
  const voucherId = profileSchema.parse(first.json()).activationVoucherId ?? 0;
  return { member, bought, proof, voucherId };
}

/** Apple's REFUND of `transaction`, signed at `signedDate`; Apple's API then holds it revoked. */
function refundOf(transaction: JWSTransactionDecodedPayload, signedDate = Date.now()) {
  const revoked = { ...transaction, revocationDate: signedDate, revocationReason: 0 };
  appleApi.holds({ transaction: revoked, status: 5 });
  return signedAppleNotification({
    notificationType: 'REFUND',
    transaction: revoked,
    renewal: appleRenewalPayload(transaction, { autoRenewStatus: 0 }),
    status: 5,
    signedDate,
  });
}

/** A DID_RENEW of `transaction`'s own period, signed at `signedDate`. */
function didRenew(transaction: JWSTransactionDecodedPayload, signedDate: number) {
  return signedAppleNotification({
    notificationType: 'DID_RENEW',
    transaction,
    renewal: appleRenewalPayload(transaction),
    status: 1,
    signedDate,
  });
}

const storeNotificationsOf = (voucherId: number) =>
  testApp()
    .db.selectFrom('store_notification')
    .innerJoin(
      'activation_voucher',
      'activation_voucher.store_subscription_ref',
      'store_notification.store_subscription_ref',
    )
    .select([
      'store_notification.notification_id',
      'store_notification.kind',
      'store_notification.outcome',
    ])
    .where('activation_voucher.id', '=', voucherId)
    .orderBy('store_notification.id')
    .execute();

describe('App Store state that only moves forward (issue #27)', () => {
  it('keeps a refunded subscription ended when its old proof is posted again', async () => {
    const { member, bought, proof } = await appleSubscriber();
    expect((await notify(refundOf(bought))).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');

    const again = await postPurchase(member.cookie, proof);
    expect(again.statusCode, again.body).toBe(200);
    expect(isActivated(profileSchema.parse(again.json()))).toBe(false);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    // Apple's server API was asked: the proof only named the subscription.
    expect(
      appleApi.requests.filter((path) => path.endsWith(`/${bought.transactionId}`)),
    ).toHaveLength(2);
  });

  it('keeps it ended after a late or retried DID_RENEW, and records the late one', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    const renewedBefore = didRenew(bought, Date.now() - 60_000);
    const refund = refundOf(bought);
    expect((await notify(refund)).statusCode).toBe(200);

    // Signed before the refund, delivered after it.
    expect((await notify(renewedBefore)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    // Both again (Apple retries): still ended, each received once.
    expect((await notify(refund)).statusCode).toBe(200);
    expect((await notify(renewedBefore)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
    expect((await storeNotificationsOf(voucherId)).map((row) => [row.kind, row.outcome])).toEqual([
      ['refunded', 'applied'],
      ['renewal', 'stale'],
    ]);
    const ledger = await ledgerOf(testApp(), voucherId);
    expect(ledger.map((row) => [row.purpose, row.status])).toEqual([['storePurchase', 'refunded']]);
  });

  it('does not let an equal end date undo an end the store has not dated', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    expect((await notify(refundOf(bought))).statusCode).toBe(200);
    // A subscription ended before the store's word was dated (an older server's row).
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ store_state_at: null })
      .where('id', '=', voucherId)
      .execute();
    expect((await notify(didRenew(bought, Date.now()))).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');
  });

  it('revives it on newer word from the store: a refund reversed', async () => {
    const { member, bought } = await appleSubscriber();
    expect((await notify(refundOf(bought, Date.now() - 1_000))).statusCode).toBe(200);
    appleApi.holds({ transaction: bought, status: 1 });
    const reversed = signedAppleNotification({
      notificationType: 'REFUND_REVERSED',
      transaction: bought,
      renewal: appleRenewalPayload(bought),
      status: 1,
      signedDate: Date.now(),
    });
    expect((await notify(reversed)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
  });

  it('applies the same notification once, however often and however at once it comes', async () => {
    const { member, bought, voucherId } = await appleSubscriber();
    const signedDate = Date.now();
    const uuid = randomUUID();
    const cancel = signedAppleNotification({
      notificationType: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      transaction: bought,
      renewal: appleRenewalPayload(bought, { autoRenewStatus: 0 }),
      status: 1,
      notificationUUID: uuid,
      signedDate,
    });
    const answers = await Promise.all([notify(cancel), notify(cancel)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await subscriptionOf(member.cookie))?.status).toBe('cancelled');
    // Turned back on in the same millisecond: the cancellation told again changes nothing.
    const resume = signedAppleNotification({
      notificationType: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_ENABLED',
      transaction: bought,
      renewal: appleRenewalPayload(bought),
      status: 1,
      signedDate,
    });
    expect((await notify(resume)).statusCode).toBe(200);
    expect((await notify(cancel)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
    const rows = await storeNotificationsOf(voucherId);
    expect(rows.filter((row) => row.notification_id === uuid)).toEqual([
      { notification_id: uuid, kind: 'cancelled', outcome: 'applied' },
    ]);
    expect(rows).toHaveLength(2);
  });

  it("answers 503 and changes nothing while Apple's server API cannot be asked", async () => {
    const { member, proof } = await appleSubscriber();
    appleApi.failWith(500);
    try {
      const refused = await postPurchase(member.cookie, proof);
      expect(refused.statusCode).toBe(503);
    } finally {
      appleApi.failWith(null);
    }
    expect((await subscriptionOf(member.cookie))?.status).toBe('active');
  });

  it('refuses a genuine proof of a subscription Apple does not know', async () => {
    const member = await loggedInMember(testApp());
    const refused = await postPurchase(member.cookie, signLikeApple(storeOnlyPurchase()));
    expect(refused.statusCode).toBe(400);
    expect(isActivated(await profileOf(member.cookie))).toBe(false);
  });
});

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
      { subscriptionTypeCode: 1, sourcePayload: cardPayload(SandboxCards.visa) },
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
