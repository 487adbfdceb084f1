import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FixedRateLimitPerMinute,
  isActivated,
  profileSchema,
  subscriptionAnswerSchema,
  ActivationApi,
} from '@citybook/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acknowledgePath,
  purchasePath,
  recordedAnswer,
  startFakeGooglePlay,
} from '../src/lib/stores/test-google/fake-google-play.ts';
import {
  pubsubPush,
  subscriptionNotification,
  TestPackage,
} from '../src/lib/stores/test-google/pubsub-push.ts';
import { ledgerOf } from './factories/subscription.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

// Google Play's token endpoint and Developer API, served locally with recorded answers.
const fake = await startFakeGooglePlay();
afterAll(() => fake.close());
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'citybook-play-')), 'key.json');
writeFileSync(keyFile, JSON.stringify({ type: 'service_account', ...fake.serviceAccountKey }));

const testApp = useTestApp({
  config: {
    GOOGLE_PLAY_PACKAGE_NAME: TestPackage,
    GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: keyFile,
    GOOGLE_PLAY_API_URL: fake.rootUrl,
    GOOGLE_PUBSUB_AUDIENCE: fake.push.audience,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT: fake.push.serviceAccountEmail,
    GOOGLE_PUBSUB_CERTS_URL: fake.push.certsUrl ?? '',
  },
});

const DAY_MS = 86_400_000;

/** The recorded answer `name`, its period ending `days` from now and its latest order `orderId`. */
function answerOf(name: string, days: number, orderId: string) {
  const body = structuredClone(recordedAnswer(name)) as {
    lineItems: { expiryTime: string; latestSuccessfulOrderId?: string }[];
    startTime: string;
  };
  for (const item of body.lineItems) {
    item.expiryTime = new Date(Date.now() + days * DAY_MS).toISOString();
    item.latestSuccessfulOrderId = orderId;
  }
  body.startTime = new Date(Date.now() - DAY_MS).toISOString();
  return { status: 200, body };
}

async function subscriptionOf(cookie: string) {
  const response = await getJson(testApp().app, ActivationApi.getSubscription.path, cookie);
  return subscriptionAnswerSchema.parse(response.json()).subscription;
}

/** A push as Pub/Sub sends it: with its OIDC token, unless another authorization is given. */
const push = (
  body: object,
  authorization: string | null = fake.pushAuthorization(),
  remoteAddress = '127.0.0.1',
) =>
  testApp().app.inject({
    method: 'POST',
    url: ActivationApi.googleStoreNotification.path,
    payload: body,
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
  });

const notify = (type: number, token: string) =>
  push(pubsubPush(subscriptionNotification(type, token), `${String(type)}-${token}`));

describe('Google Play purchases', () => {
  it('activates and acknowledges a verified purchase, then follows renewal, cancel and expiry', async () => {
    const token = `token-${String(Date.now())}`;
    fake.answer(
      'GET',
      purchasePath(TestPackage, token),
      answerOf('subscription-active', 30, 'GPA.1'),
    );
    fake.answer('POST', acknowledgePath(TestPackage, '2', token), { status: 200, body: {} });
    const member = await loggedInMember(testApp());

    const bought = await postJson(
      testApp().app,
      ActivationApi.googleStorePurchase.path,
      { productId: '2', purchaseToken: token },
      member.cookie,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const profile = profileSchema.parse(bought.json());
    expect(isActivated(profile)).toBe(true);
    expect(fake.requests.map((request) => request.path)).toContain(
      acknowledgePath(TestPackage, '2', token),
    );

    fake.answer(
      'GET',
      purchasePath(TestPackage, token),
      answerOf('subscription-active', 60, 'GPA.1..0'),
    );
    expect((await notify(2, token)).statusCode).toBe(200);
    expect(await subscriptionOf(member.cookie)).toMatchObject({
      status: 'active',
      source: 'google',
    });

    fake.answer(
      'GET',
      purchasePath(TestPackage, token),
      answerOf('subscription-canceled', 60, 'GPA.1..0'),
    );
    expect((await notify(3, token)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('cancelled');

    fake.answer(
      'GET',
      purchasePath(TestPackage, token),
      answerOf('subscription-expired', -1, 'GPA.1..0'),
    );
    expect((await notify(13, token)).statusCode).toBe(200);
    expect((await subscriptionOf(member.cookie))?.status).toBe('ended');

    const ledger = await ledgerOf(testApp(), profile.activationVoucherId ?? 0);
    expect(ledger.map((row) => [row.purpose, row.period_key])).toEqual([
      ['storePurchase', 'google:GPA.1'],
      ['storeRenewal', 'google:GPA.1..0'],
    ]);
  });

  it('refuses a push without a valid token, asking Google nothing', async () => {
    const token = `token-forged-${String(Date.now())}`;
    fake.answer(
      'GET',
      purchasePath(TestPackage, token),
      answerOf('subscription-active', 30, 'GPA.9'),
    );
    const asked = fake.requests.length;
    const body = pubsubPush(subscriptionNotification(2, token), `forged-${token}`);
    for (const authorization of [
      null,
      'Bearer not-a-token',
      fake.pushAuthorization({}, true),
      fake.pushAuthorization({ aud: 'https://elsewhere.test/push' }),
      fake.pushAuthorization({ email: 'someone@evil.test' }),
    ]) {
      const refused = await push(body, authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
    }
    expect(fake.requests.length).toBe(asked);
    // The same push with Pub/Sub's token is taken (Google is asked; nobody reported it yet).
    expect((await push(body)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(asked + 1);
  });

  it('limits the pushes one address may send in a minute', async () => {
    const body = pubsubPush(subscriptionNotification(2, 'token-flood'), 'flood');
    const perMinute = FixedRateLimitPerMinute.storePush;
    for (let sent = 0; sent < perMinute; sent += 1)
      expect((await push(body, null, '198.51.100.27')).statusCode).toBe(401);
    const limited = await push(body, null, '198.51.100.27');
    expect(limited.statusCode).toBe(429);
    // Another address is not limited by it.
    expect((await push(body, null, '198.51.100.28')).statusCode).toBe(401);
  });

  it('refuses a token Google does not know', async () => {
    const member = await loggedInMember(testApp());
    const refused = await postJson(
      testApp().app,
      ActivationApi.googleStorePurchase.path,
      { productId: '2', purchaseToken: 'unknown-token' },
      member.cookie,
    );
    expect(refused.statusCode).toBe(400);
  });
});
