import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFor } from '../../config.ts';
import { appleStoreFor, googlePlayFor } from './configured-stores.ts';
import {
  purchasePath,
  recordedAnswer,
  startFakeGooglePlay,
} from './test-google/fake-google-play.ts';
import { TestPackage } from './test-google/pubsub-push.ts';
import { startFakeAppStoreApi, type FakeAppStoreApi } from './test-pki/fake-app-store-api.ts';
import { appleTransactionPayload, TestApp } from './test-pki/apple-test-data.ts';
import { signLikeApple, testPkiFile } from './test-pki/sign-like-apple.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'citybook-stores-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

describe('the configured App Store verifier', () => {
  let api: FakeAppStoreApi;
  beforeAll(async () => {
    api = await startFakeAppStoreApi();
  });
  afterAll(() => api.close());
  const apiKey = () => ({
    APPLE_API_KEY_FILE: file('iap.p8', api.signingKey),
    APPLE_API_KEY_ID: api.options.keyId,
    APPLE_API_ISSUER_ID: api.options.issuerId,
    APPLE_API_URL: api.options.baseUrl ?? '',
  });
  const sandbox = {
    APPLE_BUNDLE_ID: TestApp.bundleId,
    APPLE_ENVIRONMENT: 'Sandbox',
    APPLE_ONLINE_CHECKS: 'false',
  };

  it('is off unless configured', () => {
    expect(appleStoreFor(configFor({}))).toBeNull();
  });

  it('verifies with the root certificates the variables name, PEM or DER', async () => {
    const der = file('root.der', new X509Certificate(readFileSync(testPkiFile('root.pem'))).raw);
    const store = appleStoreFor(
      configFor({
        ...sandbox,
        ...apiKey(),
        APPLE_ROOT_CERTIFICATES: `${testPkiFile('other-root.pem')}, ${der}`,
      }),
    );
    const bought = appleTransactionPayload();
    api.holds({ transaction: bought, status: 1 });
    await expect(store?.verifyTransaction(signLikeApple(bought))).resolves.toMatchObject({
      store: 'apple',
      productId: '2',
    });
    // Apple's server API was asked, with the key the variables name.
    expect(api.requests).toEqual([`/inApps/v1/subscriptions/${bought.transactionId}`]);
  });

  it("refuses signed data without a key for Apple's server API", () => {
    const roots = { ...sandbox, APPLE_ROOT_CERTIFICATES: testPkiFile('root.pem') };
    expect(() => appleStoreFor(configFor(roots))).toThrow(/APPLE_API_KEY_FILE, APPLE_API_KEY_ID/);
    const { APPLE_API_KEY_ID: _id, ...withoutId } = apiKey();
    expect(() => appleStoreFor(configFor({ ...roots, ...withoutId }))).toThrow(/go together/);
    expect(() =>
      appleStoreFor(configFor({ ...roots, ...apiKey(), APPLE_API_KEY_FILE: file('bad.p8', 'x') })),
    ).toThrow(/bad\.p8 is not a readable private key/);
  });

  it.each([
    [
      'roots without a bundle id',
      { APPLE_ROOT_CERTIFICATES: testPkiFile('root.pem') },
      /APPLE_BUNDLE_ID is unset/,
    ],
    ['no roots', { ...sandbox }, /APPLE_ROOT_CERTIFICATES must name Apple's root certificates/],
    [
      'production without the app id',
      {
        ...sandbox,
        APPLE_ENVIRONMENT: 'Production',
        APPLE_ROOT_CERTIFICATES: testPkiFile('root.pem'),
      },
      /needs APPLE_APP_APPLE_ID/,
    ],
    [
      'a missing root file',
      { ...sandbox, APPLE_ROOT_CERTIFICATES: path.join(dir, 'missing.cer') },
      /missing\.cer is not a readable certificate/,
    ],
    [
      'a root file that is no certificate',
      { ...sandbox, APPLE_ROOT_CERTIFICATES: file('junk.cer', 'not a certificate') },
      /junk\.cer is not a readable certificate/,
    ],
    [
      'unsigned data in production',
      { ...sandbox, APPLE_ENVIRONMENT: 'LocalTesting', NODE_ENV: 'production' },
      /APPLE_ENVIRONMENT=LocalTesting data is not signed/,
    ],
  ])('refuses a configuration that cannot work: %s', (_case, variables, message) => {
    expect(() => appleStoreFor(configFor(variables))).toThrow(ConfigError);
    expect(() => appleStoreFor(configFor(variables))).toThrow(message);
  });
});

describe('the configured Google Play verifier', () => {
  it('is off unless configured', () => {
    expect(googlePlayFor(configFor({}))).toBeNull();
  });

  it('asks the API with the service account in the key file', async () => {
    const fake = await startFakeGooglePlay();
    try {
      const keyFile = file(
        'play.json',
        JSON.stringify({ type: 'service_account', ...fake.serviceAccountKey }),
      );
      const play = googlePlayFor(
        configFor({
          GOOGLE_PLAY_PACKAGE_NAME: TestPackage,
          GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: keyFile,
          GOOGLE_PLAY_API_URL: fake.rootUrl,
          GOOGLE_PUBSUB_AUDIENCE: fake.push.audience,
          GOOGLE_PUBSUB_SERVICE_ACCOUNT: fake.push.serviceAccountEmail,
          GOOGLE_PUBSUB_CERTS_URL: fake.push.certsUrl ?? '',
        }),
      );
      fake.answer('GET', purchasePath(TestPackage, 'token-1'), {
        status: 200,
        body: recordedAnswer('subscription-active'),
      });
      await expect(play?.verifyPurchase('2', 'token-1')).resolves.toMatchObject({
        store: 'google',
        subscriptionRef: 'token-1',
      });
    } finally {
      await fake.close();
    }
  });

  it.each([
    ['no key file', { GOOGLE_PLAY_PACKAGE_NAME: TestPackage }, /need both/],
    ['no package name', { GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: '/etc/play.json' }, /need both/],
    [
      'no push authentication',
      {
        GOOGLE_PLAY_PACKAGE_NAME: TestPackage,
        GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: file(
          'play-ok.json',
          JSON.stringify({
            type: 'service_account',
            client_email: 'play@citybook-test.iam.gserviceaccount.com',
            private_key: '-----BEGIN PRIVATE KEY-----',
          }),
        ),
      },
      /need GOOGLE_PUBSUB_AUDIENCE and GOOGLE_PUBSUB_SERVICE_ACCOUNT/,
    ],
    [
      'a missing key file',
      { GOOGLE_PLAY_PACKAGE_NAME: TestPackage, GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: '/nowhere.json' },
      /nowhere\.json is not a readable JSON file/,
    ],
    [
      'a key file that is not JSON',
      {
        GOOGLE_PLAY_PACKAGE_NAME: TestPackage,
        GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: file('bad.json', '{'),
      },
      /bad\.json is not a readable JSON file/,
    ],
  ])('refuses a configuration that cannot work: %s', (_case, variables, message) => {
    expect(() => googlePlayFor(configFor(variables))).toThrow(ConfigError);
    expect(() => googlePlayFor(configFor(variables))).toThrow(message);
  });

  it('names what a key file lacks, never what it holds', () => {
    const keyFile = file(
      'user.json',
      JSON.stringify({ type: 'authorized_user', client_email: 'x', private_key: 'secret-value' }),
    );
    const config = configFor({
      GOOGLE_PLAY_PACKAGE_NAME: TestPackage,
      GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: keyFile,
    });
    const refusal = (() => {
      try {
        googlePlayFor(config);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(String(refusal)).toMatch(
      /not a service account key \(type, client_email, private_key\)/,
    );
    expect(String(refusal)).not.toContain('secret-value');
  });
});
