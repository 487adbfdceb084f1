import {
  AccountApi,
  ActivationApi,
  profileSchema,
  subscriptionAnswerSchema,
} from '@citybook/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import {
  appleTransactionPayload,
  TestApp as AppleTestApp,
} from '../../src/lib/stores/test-pki/apple-test-data.ts';
import { startFakeAppStoreApi } from '../../src/lib/stores/test-pki/fake-app-store-api.ts';
import { testPkiFile } from '../../src/lib/stores/test-pki/sign-like-apple.ts';
import { getJson, postJson } from './session.ts';
import { useTestApp } from './test-app.ts';

export const DAY_MS = 86_400_000;

/**
 * A test file's app with the App Store set up: Apple's signed data verified by Apple's library
 * against the test root in place of Apple's, and Apple's server API served locally, answering
 * what Apple holds now. Call once, at the top of the file (it registers the file's hooks).
 */
export async function useAppStoreTestApp() {
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

  let nextId = 3_000_000_000;
  const newTransactionId = () => String((nextId += 1));

  /** A purchase of plan 2 made now, under its own original transaction id, unknown to Apple's API. */
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

  return {
    appleApi,
    testApp,
    newTransactionId,
    storeOnlyPurchase,
    /** A first purchase as above that Apple's server API holds, active. */
    purchase(overrides: Parameters<typeof appleTransactionPayload>[0] = {}) {
      const bought = storeOnlyPurchase(overrides);
      appleApi.holds({ transaction: bought, status: 1 });
      return bought;
    },
    postPurchase: (cookie: string, signedTransaction: string) =>
      postJson(testApp().app, ActivationApi.appleStorePurchase.path, { signedTransaction }, cookie),
    notify: (signedPayload: string) =>
      postJson(testApp().app, ActivationApi.appleStoreNotification.path, { signedPayload }),
    async subscriptionOf(cookie: string) {
      const response = await getJson(testApp().app, ActivationApi.getSubscription.path, cookie);
      return subscriptionAnswerSchema.parse(response.json()).subscription;
    },
    async profileOf(cookie: string) {
      return profileSchema.parse(
        (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).json(),
      );
    },
  };
}
