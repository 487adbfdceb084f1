import { readFileSync } from 'node:fs';
import { Environment } from '@apple/app-store-server-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleStore, type AppleStoreOptions } from './apple-store.ts';
import {
  StoreProofError,
  StoreUnavailableError,
  type StoreTransaction,
} from './store-transaction.ts';
import { startFakeAppStoreApi, type FakeAppStoreApi } from './test-pki/fake-app-store-api.ts';
import {
  appleRenewalPayload,
  appleTransactionPayload,
  signedAppleNotification,
  TestApp,
} from './test-pki/apple-test-data.ts';
import { signLikeApple, testPkiFile } from './test-pki/sign-like-apple.ts';

const NOW = new Date('2026-03-10T00:00:00.000Z');
const DAY = 86_400_000;

function testStore(overrides: Partial<AppleStoreOptions> = {}) {
  return appleStore({
    rootCertificates: [readFileSync(testPkiFile('root.pem'))],
    bundleId: TestApp.bundleId,
    environment: Environment.SANDBOX,
    onlineChecks: false,
    now: () => NOW,
    ...overrides,
  });
}

const productionStore = (acceptSandbox: boolean) =>
  testStore({
    environment: Environment.PRODUCTION,
    appAppleId: TestApp.appAppleId,
    acceptSandbox,
  });

const firstPurchase: StoreTransaction = {
  store: 'apple',
  subscriptionRef: '2000000812345678',
  transactionRef: '2000000812345678',
  replacesSubscriptionRef: null,
  productId: '2',
  purchasedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
  accountToken: '6f0c2c0e-6d0b-4a53-9d55-2b3f0c9a1e11',
  state: 'active',
  priceCents: 499,
  currency: 'USD',
  environment: 'sandbox',
  needsAcknowledgement: false,
  stateAt: '2026-03-01T10:00:01.000Z',
};

describe('App Store transactions from the app', () => {
  it('verifies a transaction Apple signed and normalizes it', async () => {
    const signed = signLikeApple(appleTransactionPayload());
    await expect(testStore().verifyTransaction(signed)).resolves.toEqual(firstPurchase);
  });

  it('refuses a payload changed after signing', async () => {
    const [header, , signature] = signLikeApple(appleTransactionPayload()).split('.');
    const longer = appleTransactionPayload({ expiresDate: Date.parse('2036-03-01T10:00:00Z') });
    const tampered = [header, Buffer.from(JSON.stringify(longer)).toString('base64url'), signature];
    const refusal = testStore().verifyTransaction(tampered.join('.'));
    await expect(refusal).rejects.toThrow(StoreProofError);
    await expect(refusal).rejects.toThrow(/VERIFICATION_FAILURE/);
  });

  it("refuses another app's transaction", async () => {
    const signed = signLikeApple(appleTransactionPayload({ bundleId: 'com.example.other' }));
    const refusal = testStore().verifyTransaction(signed);
    await expect(refusal).rejects.toThrow(StoreProofError);
    await expect(refusal).rejects.toThrow(/INVALID_APP_IDENTIFIER/);
  });

  it('refuses a chain under a root other than the configured one', async () => {
    const signed = signLikeApple(appleTransactionPayload(), 'other');
    const refusal = testStore().verifyTransaction(signed);
    await expect(refusal).rejects.toThrow(StoreProofError);
    await expect(refusal).rejects.toThrow(/VERIFICATION_FAILURE/);
    // The same chain passes once its root is the trusted one: only the root was wrong.
    const trustingIt = testStore({
      rootCertificates: [readFileSync(testPkiFile('other-root.pem'))],
    });
    await expect(trustingIt.verifyTransaction(signed)).resolves.toEqual(firstPurchase);
  });

  it('refuses what is not a signed transaction', async () => {
    for (const junk of ['', 'not-a-jws', 'a.b.c', signLikeApple({ hello: 'world' })])
      await expect(testStore().verifyTransaction(junk)).rejects.toThrow(StoreProofError);
  });

  it('refuses data of another environment', async () => {
    const signed = signLikeApple(appleTransactionPayload({ environment: 'Production' }));
    await expect(testStore().verifyTransaction(signed)).rejects.toThrow(/INVALID_ENVIRONMENT/);
  });

  it('takes sandbox purchases (App Review) in production only when told to', async () => {
    const signed = signLikeApple(appleTransactionPayload());
    await expect(productionStore(false).verifyTransaction(signed)).rejects.toThrow(StoreProofError);
    await expect(productionStore(true).verifyTransaction(signed)).resolves.toMatchObject({
      environment: 'sandbox',
    });
    const production = signLikeApple(appleTransactionPayload({ environment: 'Production' }));
    await expect(productionStore(true).verifyTransaction(production)).resolves.toMatchObject({
      environment: 'production',
    });
  });

  it('tells an expired or revoked transaction from an active one', async () => {
    const lastMonth = appleTransactionPayload({ purchaseDate: NOW.getTime() - 40 * DAY });
    await expect(testStore().verifyTransaction(signLikeApple(lastMonth))).resolves.toMatchObject({
      state: 'expired',
    });
    const revoked = appleTransactionPayload({ revocationDate: NOW.getTime() - DAY });
    await expect(testStore().verifyTransaction(signLikeApple(revoked))).resolves.toMatchObject({
      state: 'refunded',
    });
  });

  it('refuses a purchase that is not a subscription', async () => {
    const consumable = signLikeApple(appleTransactionPayload({ type: 'Consumable' }));
    await expect(testStore().verifyTransaction(consumable)).rejects.toThrow(/Not a subscription/);
  });
});

describe("App Store transactions from the app, as Apple's server API says they are now", () => {
  let api: FakeAppStoreApi;
  beforeAll(async () => {
    api = await startFakeAppStoreApi();
  });
  afterAll(() => api.close());
  const withApi = () => testStore({ serverApi: api.options });

  it('answers the state Apple holds now, not the one the proof shows', async () => {
    const kept = appleTransactionPayload({ originalTransactionId: '2000000811111111' });
    const refunded = { ...kept, revocationDate: NOW.getTime() - DAY, revocationReason: 0 };
    api.holds({ transaction: refunded, status: 5 });
    const before = Date.now();
    const told = await withApi().verifyTransaction(signLikeApple(kept));
    expect(told).toMatchObject({ subscriptionRef: '2000000811111111', state: 'refunded' });
    // Apple signs its answer when it gives it: the state is as new as the answer.
    expect(Date.parse(told.stateAt)).toBeGreaterThanOrEqual(before);
    expect(api.requests).toContain(`/inApps/v1/subscriptions/${kept.transactionId}`);
  });

  it('takes a renewal Apple made since the proof', async () => {
    const kept = appleTransactionPayload({
      originalTransactionId: '2000000822222222',
      transactionId: '2000000822222222',
    });
    api.holds({ transaction: kept, status: 1 });
    const renewed = {
      ...kept,
      transactionId: '2000000822222223',
      purchaseDate: kept.expiresDate,
      expiresDate: (kept.expiresDate ?? 0) + 30 * DAY,
    };
    api.holds({ transaction: renewed, status: 1 });
    await expect(withApi().verifyTransaction(signLikeApple(kept))).resolves.toMatchObject({
      transactionRef: '2000000822222223',
      expiresAt: '2026-04-30T10:00:00.000Z',
      state: 'active',
    });
  });

  it('refuses a subscription Apple does not know, and waits when Apple is down', async () => {
    const unknown = appleTransactionPayload({ originalTransactionId: '2000000833333333' });
    await expect(withApi().verifyTransaction(signLikeApple(unknown))).rejects.toThrow(
      StoreProofError,
    );
    api.failWith(500);
    try {
      const known = appleTransactionPayload({ originalTransactionId: '2000000844444444' });
      api.holds({ transaction: known, status: 1 });
      await expect(withApi().verifyTransaction(signLikeApple(known))).rejects.toThrow(
        StoreUnavailableError,
      );
    } finally {
      api.failWith(null);
    }
  });

  it('refuses an answer our key did not ask for', async () => {
    const other = await startFakeAppStoreApi();
    try {
      const kept = appleTransactionPayload({ originalTransactionId: '2000000855555555' });
      other.holds({ transaction: kept, status: 1 });
      // Another key than the server's own: Apple answers 401, which is ours to fix, not the member's.
      const store = testStore({ serverApi: { ...other.options, signingKey: api.signingKey } });
      await expect(store.verifyTransaction(signLikeApple(kept))).rejects.toThrow(
        StoreUnavailableError,
      );
    } finally {
      await other.close();
    }
  });
});

describe('App Store Server Notifications', () => {
  const purchase = appleTransactionPayload();
  const renewal = appleTransactionPayload({
    transactionId: '2000000899999999',
    purchaseDate: Date.parse('2026-03-31T10:00:00.000Z'),
  });
  const refunded = appleTransactionPayload({ revocationDate: Date.parse('2026-03-05T00:00:00Z') });

  it.each([
    ['SUBSCRIBED', 'INITIAL_BUY', purchase, {}, 1, 'purchase', 'active'],
    ['DID_RENEW', undefined, renewal, {}, 1, 'renewal', 'active'],
    ['DID_RENEW', 'BILLING_RECOVERY', renewal, {}, 1, 'renewal', 'active'],
    [
      'DID_CHANGE_RENEWAL_STATUS',
      'AUTO_RENEW_DISABLED',
      purchase,
      { autoRenewStatus: 0 },
      1,
      'cancelled',
      'cancelled',
    ],
    ['DID_CHANGE_RENEWAL_STATUS', 'AUTO_RENEW_ENABLED', purchase, {}, 1, 'resumed', 'active'],
    [
      'DID_FAIL_TO_RENEW',
      'GRACE_PERIOD',
      purchase,
      { isInBillingRetryPeriod: true },
      4,
      'renewalFailed',
      'pastDue',
    ],
    [
      'DID_FAIL_TO_RENEW',
      undefined,
      purchase,
      { isInBillingRetryPeriod: true },
      3,
      'renewalFailed',
      'pastDue',
    ],
    [
      'GRACE_PERIOD_EXPIRED',
      undefined,
      purchase,
      { isInBillingRetryPeriod: true },
      3,
      'renewalFailed',
      'pastDue',
    ],
    ['EXPIRED', 'VOLUNTARY', purchase, { autoRenewStatus: 0 }, 2, 'expired', 'expired'],
    ['EXPIRED', 'BILLING_RETRY', purchase, {}, 2, 'expired', 'expired'],
    ['REFUND', undefined, refunded, {}, 5, 'refunded', 'refunded'],
    ['REVOKE', undefined, refunded, {}, 5, 'refunded', 'refunded'],
    ['DID_CHANGE_RENEWAL_PREF', 'UPGRADE', renewal, {}, 1, 'renewal', 'active'],
    ['DID_CHANGE_RENEWAL_PREF', 'DOWNGRADE', purchase, {}, 1, 'other', 'active'],
    ['PRICE_INCREASE', 'ACCEPTED', purchase, {}, 1, 'other', 'active'],
  ] as const)(
    '%s %s: %s',
    async (notificationType, subtype, transaction, renewalFields, status, kind, state) => {
      const signed = signedAppleNotification({
        notificationType,
        subtype,
        transaction,
        renewal: appleRenewalPayload(transaction, renewalFields),
        status,
        notificationUUID: '9f9a1bb4-1c2e-4f43-a0d4-0e8f5b3a7c21',
      });
      const notification = await testStore().verifyNotification(signed);
      expect(notification).toMatchObject({
        store: 'apple',
        kind,
        notificationId: '9f9a1bb4-1c2e-4f43-a0d4-0e8f5b3a7c21',
        transaction: {
          subscriptionRef: transaction.originalTransactionId,
          transactionRef: transaction.transactionId,
          state,
        },
      });
      expect(notification.sentAt).toBe(new Date(transaction.signedDate! + 500).toISOString());
    },
  );

  it('maps a renewal to the new period', async () => {
    const signed = signedAppleNotification({
      notificationType: 'DID_RENEW',
      transaction: renewal,
      renewal: appleRenewalPayload(renewal),
      status: 1,
    });
    const { transaction } = await testStore().verifyNotification(signed);
    expect(transaction).toEqual({
      ...firstPurchase,
      transactionRef: '2000000899999999',
      purchasedAt: '2026-03-31T10:00:00.000Z',
      expiresAt: '2026-04-30T10:00:00.000Z',
      // The notification's signedDate: when Apple said this state held.
      stateAt: '2026-03-31T10:00:01.500Z',
    });
  });

  it('takes a test notification, which has no transaction', async () => {
    const signed = signedAppleNotification({ notificationType: 'TEST' });
    await expect(testStore().verifyNotification(signed)).resolves.toMatchObject({
      kind: 'other',
      transaction: null,
    });
  });

  it('ignores the transaction of something that is not a subscription', async () => {
    const consumable = appleTransactionPayload({ type: 'Consumable' });
    const signed = signedAppleNotification({
      notificationType: 'ONE_TIME_CHARGE',
      transaction: consumable,
    });
    await expect(testStore().verifyNotification(signed)).resolves.toMatchObject({
      kind: 'other',
      transaction: null,
    });
  });

  it('refuses a notification under another root, or carrying a transaction that is', async () => {
    const forged = signedAppleNotification({
      notificationType: 'SUBSCRIBED',
      transaction: purchase,
      chain: 'other',
    });
    await expect(testStore().verifyNotification(forged)).rejects.toThrow(StoreProofError);

    const smuggled = signLikeApple({
      notificationType: 'SUBSCRIBED',
      notificationUUID: 'c7c1d2c4-3c0a-4d36-9b53-0b1f0f6b0b11',
      signedDate: purchase.signedDate,
      data: {
        bundleId: TestApp.bundleId,
        environment: 'Sandbox',
        signedTransactionInfo: signLikeApple(purchase, 'other'),
      },
    });
    await expect(testStore().verifyNotification(smuggled)).rejects.toThrow(StoreProofError);
  });

  it("refuses another app's notification", async () => {
    const signed = signedAppleNotification({
      notificationType: 'SUBSCRIBED',
      transaction: purchase,
      data: { bundleId: 'com.example.other' },
    });
    await expect(testStore().verifyNotification(signed)).rejects.toThrow(StoreProofError);

    const production = appleTransactionPayload({ environment: 'Production' });
    const otherAppId = signedAppleNotification({
      notificationType: 'SUBSCRIBED',
      transaction: production,
      data: { appAppleId: 999 },
    });
    await expect(productionStore(false).verifyNotification(otherAppId)).rejects.toThrow(
      StoreProofError,
    );
  });

  it('takes sandbox notifications in production only when told to', async () => {
    const signed = signedAppleNotification({
      notificationType: 'SUBSCRIBED',
      transaction: purchase,
      data: { appAppleId: undefined },
    });
    await expect(productionStore(false).verifyNotification(signed)).rejects.toThrow(
      StoreProofError,
    );
    await expect(productionStore(true).verifyNotification(signed)).resolves.toMatchObject({
      kind: 'purchase',
      transaction: { environment: 'sandbox' },
    });
  });
});
