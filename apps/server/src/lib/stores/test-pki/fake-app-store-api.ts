import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  JWSRenewalInfoDecodedPayload,
  JWSTransactionDecodedPayload,
} from '@apple/app-store-server-library';
import type { AppleServerApiOptions } from '../apple-server-api.ts';
import { appleRenewalPayload, TestApp } from './apple-test-data.ts';
import { signLikeApple } from './sign-like-apple.ts';

/** What Apple holds for a subscription now: its latest transaction, renewal info and status. */
export interface AppleSubscriptionNow {
  transaction: JWSTransactionDecodedPayload;
  renewal?: JWSRenewalInfoDecodedPayload;
  /** 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked. */
  status: number;
}

export interface FakeAppStoreApi {
  /** APPLE_API_* in tests: a fresh In-App Purchase key and this server's URL. */
  options: AppleServerApiOptions;
  /** The key's `.p8` text (APPLE_API_KEY_FILE's content). */
  signingKey: string;
  /** The paths asked, in order. */
  requests: string[];
  /**
   * From now on, Apple answers this for the subscription, asked by its original transaction id or
   * any transaction id it has held.
   */
  holds(subscription: AppleSubscriptionNow): void;
  /** From now on, every request is answered with this status (e.g. 500: Apple is down). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const base64url = (text: string) => Buffer.from(text, 'base64url');

/** Checks the client's ES256 bearer token as Apple does: signed by the key, for this app. */
function genuineBearer(authorization: string | undefined, publicKey: KeyObject, keyId: string) {
  const [header = '', payload = '', signature = ''] = (authorization ?? '')
    .replace(/^Bearer /, '')
    .split('.');
  try {
    const head = JSON.parse(base64url(header).toString()) as { alg?: string; kid?: string };
    const claims = JSON.parse(base64url(payload).toString()) as { aud?: string; bid?: string };
    return (
      head.alg === 'ES256' &&
      head.kid === keyId &&
      claims.aud === 'appstoreconnect-v1' &&
      claims.bid === TestApp.bundleId &&
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        {
          key: publicKey,
          dsaEncoding: 'ieee-p1363',
        },
        base64url(signature),
      )
    );
  } catch {
    return false;
  }
}

/**
 * The App Store Server API's Get All Subscription Statuses on a local port, answering in Apple's
 * format with data signed by the test chain, as Apple signs it at the moment it answers.
 */
export async function startFakeAppStoreApi(): Promise<FakeAppStoreApi> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyId = randomBytes(5).toString('hex').toUpperCase();
  const subscriptions = new Map<string, AppleSubscriptionNow>();
  /** Apple finds a subscription by any of its transactions' ids. */
  const subscriptionOf = new Map<string, string>();
  const requests: string[] = [];
  let failing: number | null = null;

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (failing !== null) return send(response, failing, { errorCode: 5000000 });
    if (!genuineBearer(request.headers.authorization, publicKey, keyId))
      return send(response, 401, {});
    const id = /^\/inApps\/v1\/subscriptions\/(\d+)$/.exec(path)?.[1];
    const held = subscriptions.get(subscriptionOf.get(id ?? '') ?? '');
    if (!held)
      return send(response, 404, { errorCode: 4040010, errorMessage: 'Transaction id not found.' });
    const signedDate = Date.now();
    const transaction = { ...held.transaction, signedDate };
    const renewal = { ...(held.renewal ?? appleRenewalPayload(held.transaction)), signedDate };
    send(response, 200, {
      environment: transaction.environment,
      bundleId: TestApp.bundleId,
      appAppleId: TestApp.appAppleId,
      data: [
        {
          subscriptionGroupIdentifier: transaction.subscriptionGroupIdentifier,
          lastTransactions: [
            {
              status: held.status,
              originalTransactionId: transaction.originalTransactionId,
              signedTransactionInfo: signLikeApple(transaction),
              signedRenewalInfo: signLikeApple(renewal),
            },
          ],
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  return {
    options: { signingKey, keyId, issuerId: 'c2a7b0e4-test-issuer', baseUrl: url },
    signingKey,
    requests,
    holds(subscription) {
      const { originalTransactionId = '', transactionId = '' } = subscription.transaction;
      subscriptions.set(originalTransactionId, subscription);
      subscriptionOf.set(originalTransactionId, originalTransactionId);
      subscriptionOf.set(transactionId, originalTransactionId);
    },
    failWith(status) {
      failing = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
