import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { googlePlay, type GooglePlayOptions } from './google-play.ts';
import {
  StoreProofError,
  StorePushUnauthenticatedError,
  StoreUnavailableError,
  type StoreTransaction,
} from './store-transaction.ts';
import {
  acknowledgePath,
  purchasePath,
  recordedAnswer,
  startFakeGooglePlay,
  type FakeGooglePlay,
} from './test-google/fake-google-play.ts';
import { pubsubPush, subscriptionNotification, TestPackage } from './test-google/pubsub-push.ts';

const TOKEN = 'pmfhhnbbjokdkhgpbagllkce.AO-J1OxTestActiveToken';
const NOW = new Date('2026-03-10T00:00:00.000Z');

let fake: FakeGooglePlay;
beforeEach(async () => {
  fake = await startFakeGooglePlay();
});
afterEach(() => fake.close());

const play = (overrides: Partial<GooglePlayOptions> = {}) =>
  googlePlay({
    packageName: TestPackage,
    serviceAccountKey: fake.serviceAccountKey,
    rootUrl: fake.rootUrl,
    push: fake.push,
    retries: 0,
    now: () => NOW,
    ...overrides,
  });

const recorded = (name: string) => ({ status: 200, body: recordedAnswer(name) });

const activePurchase: StoreTransaction = {
  store: 'google',
  subscriptionRef: TOKEN,
  transactionRef: 'GPA.3312-7604-2741-19052',
  replacesSubscriptionRef: null,
  productId: '2',
  purchasedAt: '2026-03-01T10:00:04.118Z',
  expiresAt: '2026-04-01T10:00:02.385Z',
  accountToken: '3b1f6c0e9d2a4f7b8c5e1a0d2f4b6c8e',
  state: 'active',
  priceCents: 499,
  currency: 'USD',
  environment: 'production',
  needsAcknowledgement: true,
  stateAt: NOW.toISOString(),
};

describe('Google Play purchases', () => {
  it('asks Google about the token as the service account, and normalizes the answer', async () => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    await expect(play().verifyPurchase('2', TOKEN)).resolves.toEqual(activePurchase);
    expect(fake.issuedTokens).toHaveLength(1);
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: purchasePath(TestPackage, TOKEN),
        authorization: `Bearer ${fake.issuedTokens[0]}`,
      },
    ]);
  });

  it.each([
    ['subscription-canceled', { state: 'cancelled', needsAcknowledgement: false }],
    [
      'subscription-in-grace-period',
      { state: 'pastDue', expiresAt: '2026-04-04T10:00:02.385Z', needsAcknowledgement: false },
    ],
    ['subscription-on-hold', { state: 'pastDue', needsAcknowledgement: false }],
    [
      'subscription-expired',
      {
        state: 'expired',
        transactionRef: 'GPA.3398-1250-6637-42210..1',
        purchasedAt: '2025-12-01T10:00:04.118Z',
        expiresAt: '2026-02-01T10:00:02.385Z',
        accountToken: null,
        environment: 'sandbox',
        needsAcknowledgement: false,
      },
    ],
    [
      'subscription-pending',
      {
        state: 'pending',
        transactionRef: TOKEN,
        purchasedAt: NOW.toISOString(),
        expiresAt: NOW.toISOString(),
        accountToken: null,
        priceCents: 9_900,
        currency: 'MXN',
        needsAcknowledgement: false,
      },
    ],
  ] as const)('maps %s', async (answer, expected) => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded(answer));
    await expect(play().verifyPurchase('2', TOKEN)).resolves.toEqual({
      ...activePurchase,
      ...expected,
    });
  });

  it('names the subscription an upgrade replaces', async () => {
    const upgrade = 'okdkhgpbagllkcepmfhhnbbj.AO-J1OxTestUpgradeToken';
    fake.answer('GET', purchasePath(TestPackage, upgrade), recorded('subscription-upgraded'));
    await expect(play().verifyPurchase('3', upgrade)).resolves.toMatchObject({
      subscriptionRef: upgrade,
      replacesSubscriptionRef: TOKEN,
      productId: '3',
      priceCents: 3_999,
    });
  });

  it('refuses a purchase of another product than the one the app names', async () => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    await expect(play().verifyPurchase('3', TOKEN)).rejects.toThrow(StoreProofError);
  });

  it.each([
    ['error-purchase-token-not-found', 404],
    ['error-invalid-value', 400],
  ])('refuses a token Google does not know (%s)', async (answer, status) => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), { status, body: recordedAnswer(answer) });
    const refusal = play().verifyPurchase('2', TOKEN);
    await expect(refusal).rejects.toThrow(StoreProofError);
    await expect(refusal).rejects.toThrow(`HTTP ${status}`);
  });

  it('is unavailable when Google fails, and tries again as often as told', async () => {
    const failing = { status: 503, body: recordedAnswer('error-backend') };
    fake.answer('GET', purchasePath(TestPackage, TOKEN), failing, recorded('subscription-active'));
    await expect(play().verifyPurchase('2', TOKEN)).rejects.toThrow(StoreUnavailableError);

    fake.answer('GET', purchasePath(TestPackage, TOKEN), failing, recorded('subscription-active'));
    await expect(play({ retries: 1 }).verifyPurchase('2', TOKEN)).resolves.toEqual(activePurchase);
    expect(fake.requests).toHaveLength(3);
  });

  it('is unavailable, not a bad proof, when Google refuses our credentials', async () => {
    fake.refuseTokens();
    await expect(play().verifyPurchase('2', TOKEN)).rejects.toThrow(StoreUnavailableError);
    expect(fake.tokenRequests).toBeGreaterThan(0);
    expect(fake.requests).toEqual([]);
  });

  it('is unavailable when nothing answers', async () => {
    const unreachable = play({ rootUrl: 'http://127.0.0.1:1/' });
    await expect(unreachable.verifyPurchase('2', TOKEN)).rejects.toThrow(StoreUnavailableError);
  });
});

describe('Google Play acknowledgements', () => {
  it('acknowledges a purchase that needs it, and only such', async () => {
    fake.answer('POST', acknowledgePath(TestPackage, '2', TOKEN), { status: 200 });
    await play().acknowledge(activePurchase);
    await play().acknowledge({ ...activePurchase, needsAcknowledgement: false });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: acknowledgePath(TestPackage, '2', TOKEN),
        authorization: `Bearer ${fake.issuedTokens[0]}`,
      },
    ]);
  });

  it('takes a refused second acknowledgement when Google says it is acknowledged', async () => {
    const invalid = { status: 400, body: recordedAnswer('error-invalid-value') };
    fake.answer('POST', acknowledgePath(TestPackage, '2', TOKEN), invalid);
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-canceled'));
    await expect(play().acknowledge(activePurchase)).resolves.toBeUndefined();

    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    await expect(play().acknowledge(activePurchase)).rejects.toThrow(StoreProofError);
  });
});

describe('Google Play notifications', () => {
  it('looks the purchase up with Google: the push only names it', async () => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    await expect(
      play().verifyNotification(
        pubsubPush(subscriptionNotification(4, TOKEN)),
        fake.pushAuthorization(),
      ),
    ).resolves.toEqual({
      store: 'google',
      kind: 'purchase',
      notificationId: '136969346945',
      sentAt: '2026-03-10T10:00:00.000Z',
      transaction: activePurchase,
    });
    expect(fake.requests.map((request) => request.path)).toEqual([
      purchasePath(TestPackage, TOKEN),
    ]);
  });

  it.each([
    [2, 'subscription-active', 'renewal', 'active'],
    [3, 'subscription-canceled', 'cancelled', 'cancelled'],
    [6, 'subscription-in-grace-period', 'renewalFailed', 'pastDue'],
    [12, 'subscription-expired', 'refunded', 'expired'],
    [13, 'subscription-expired', 'expired', 'expired'],
  ] as const)('type %i with Google answering %s: %s', async (type, answer, kind, state) => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded(answer));
    await expect(
      play().verifyNotification(
        pubsubPush(subscriptionNotification(type, TOKEN)),
        fake.pushAuthorization(),
      ),
    ).resolves.toMatchObject({ kind, transaction: { state } });
  });

  it('does not end a subscription Google says is running, whatever the push says', async () => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    for (const type of [12, 13])
      await expect(
        play().verifyNotification(
          pubsubPush(subscriptionNotification(type, TOKEN)),
          fake.pushAuthorization(),
        ),
      ).resolves.toMatchObject({ kind: 'other', transaction: { state: 'active' } });
  });

  it('asks nothing for a test notification', async () => {
    const push = pubsubPush({
      version: '1.0',
      packageName: TestPackage,
      eventTimeMillis: '1773136800000',
      testNotification: { version: '1.0' },
    });
    await expect(play().verifyNotification(push, fake.pushAuthorization())).resolves.toMatchObject({
      kind: 'other',
      transaction: null,
    });
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['no token', () => undefined],
    ['a token signed by another key', () => fake.pushAuthorization({}, true)],
    ['another audience', () => fake.pushAuthorization({ aud: 'https://elsewhere.test/push' })],
    ['another service account', () => fake.pushAuthorization({ email: 'x@evil.test' })],
    ['an unverified e-mail', () => fake.pushAuthorization({ email_verified: false })],
    ['another issuer', () => fake.pushAuthorization({ iss: 'https://evil.test' })],
    ['an expired token', () => fake.pushAuthorization({ iat: 1_700_000_000, exp: 1_700_003_600 })],
    ['a token that is no JWT', () => 'Bearer not-a-token'],
  ])('refuses a push with %s, and asks Google nothing', async (_case, authorization) => {
    fake.answer('GET', purchasePath(TestPackage, TOKEN), recorded('subscription-active'));
    await expect(
      play().verifyNotification(pubsubPush(subscriptionNotification(4, TOKEN)), authorization()),
    ).rejects.toThrow(StorePushUnauthenticatedError);
    expect(fake.requests).toEqual([]);
    expect(fake.tokenRequests).toBe(0);
  });

  it('answers "unavailable" when Google’s certificates cannot be fetched', async () => {
    await expect(
      play({ push: { ...fake.push, certsUrl: 'http://127.0.0.1:9/certs' } }).verifyNotification(
        pubsubPush(subscriptionNotification(4, TOKEN)),
        fake.pushAuthorization(),
      ),
    ).rejects.toThrow(StoreUnavailableError);
    expect(fake.requests).toEqual([]);
  });

  it('refuses a push naming a token Google does not know', async () => {
    await expect(
      play().verifyNotification(
        pubsubPush(subscriptionNotification(4, 'made-up')),
        fake.pushAuthorization(),
      ),
    ).rejects.toThrow(StoreProofError);
  });
});
