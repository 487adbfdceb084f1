import {
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyPairKeyObjectResult,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceAccountKey } from '../google-play.ts';
import type { PubsubPushAuthOptions } from '../pubsub-push-auth.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A recorded answer of Google's in this folder, e.g. `subscription-active`. */
export function recordedAnswer(name: string): unknown {
  return JSON.parse(readFileSync(path.join(here, `${name}.json`), 'utf8'));
}

let keys: KeyPairKeyObjectResult | undefined;
let googleKeys: KeyPairKeyObjectResult | undefined;

/** Made once per test run: generating an RSA key takes a while. */
function serviceAccountKeys() {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keys;
}

/** The key Google signs its ID tokens with, in tests. */
function googleSigningKeys() {
  googleKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return googleKeys;
}

/** The push subscription's service account and audience in tests. */
export const TestPush = {
  audience: 'https://citybook.test/api/store/google/notifications',
  serviceAccountEmail: 'pubsub-push@citybook-test.iam.gserviceaccount.com',
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Answer {
  status: number;
  body?: unknown;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface FakeGooglePlay {
  /** The Android Publisher API's root URL (GooglePlayOptions.rootUrl). */
  rootUrl: string;
  /** A fresh service account whose token_uri is this server's token endpoint. */
  serviceAccountKey: ServiceAccountKey;
  /** GooglePlayOptions.push: TestPush, with this server's certificates. */
  push: PubsubPushAuthOptions;
  /**
   * `Bearer <token>` as Pub/Sub sends it with a push: an ID token Google signed for the test
   * subscription; change any claim, or sign it with another key (`forged`).
   */
  pushAuthorization(claims?: Record<string, unknown>, forged?: boolean): string;
  /** How often the token endpoint was asked. */
  readonly tokenRequests: number;
  /** The access tokens the token endpoint gave out. */
  issuedTokens: string[];
  /** Every API request (the token endpoint's excepted), in order. */
  requests: SeenRequest[];
  /** Answers of one method and path, in turn; the last one repeats. Unknown paths answer 404. */
  answer(method: 'GET' | 'POST', path: string, ...answers: Answer[]): void;
  /** The token endpoint refuses the service account from now on (a revoked key). */
  refuseTokens(): void;
  close(): Promise<void>;
}

export const purchasePath = (packageName: string, token: string) =>
  `/androidpublisher/v3/applications/${packageName}/purchases/subscriptionsv2/tokens/${token}`;

export const acknowledgePath = (packageName: string, productId: string, token: string) =>
  `/androidpublisher/v3/applications/${packageName}/purchases/subscriptions/${productId}` +
  `/tokens/${token}:acknowledge`;

/**
 * Google's OAuth token endpoint and the Android Publisher API, on a local port, answering with
 * recorded answers. The token endpoint checks the service account's signed assertion as Google
 * does, and the API asks for a token it gave out.
 */
export async function startFakeGooglePlay(): Promise<FakeGooglePlay> {
  const { privateKey, publicKey } = serviceAccountKeys();
  const google = googleSigningKeys();
  const googleKeyId = randomBytes(20).toString('hex');
  const clientEmail = 'citybook-play@citybook-test.iam.gserviceaccount.com';
  const answers = new Map<string, Answer[]>();
  const issuedTokens: string[] = [];
  const requests: SeenRequest[] = [];
  let refusing = false;
  let tokenRequests = 0;

  function tokenEndpoint(body: string, response: ServerResponse) {
    tokenRequests += 1;
    const form = new URLSearchParams(body);
    const [header = '', payload = '', signature = ''] = (form.get('assertion') ?? '').split('.');
    const claims = jsonOf(payload);
    const genuine = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (
      refusing ||
      !genuine ||
      form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
      claims.iss !== clientEmail ||
      typeof claims.scope !== 'string' ||
      !claims.scope.split(' ').includes('https://www.googleapis.com/auth/androidpublisher')
    )
      return send(response, {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      });
    const accessToken = `ya29.test-${randomBytes(12).toString('hex')}`;
    issuedTokens.push(accessToken);
    send(response, {
      status: 200,
      body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' },
    });
  }

  function api(request: IncomingMessage, response: ServerResponse) {
    const requestPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? '', path: requestPath, authorization });
    if (!issuedTokens.some((token) => authorization === `Bearer ${token}`))
      return send(response, { status: 401, body: { error: { code: 401 } } });
    const queue = answers.get(`${request.method} ${requestPath}`);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    send(
      response,
      answer ?? { status: 404, body: recordedAnswer('error-purchase-token-not-found') },
    );
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/token' && request.method === 'POST') tokenEndpoint(body, response);
      else if (request.url === '/oauth2/v1/certs')
        send(response, {
          status: 200,
          body: {
            [googleKeyId]: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          },
        });
      else api(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    rootUrl: `${url}/`,
    serviceAccountKey: {
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      private_key_id: randomBytes(20).toString('hex'),
      token_uri: `${url}/token`,
    },
    push: { ...TestPush, certsUrl: `${url}/oauth2/v1/certs` },
    pushAuthorization(claims = {}, forged = false) {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url({ alg: 'RS256', kid: googleKeyId, typ: 'JWT' });
      const payload = base64url({
        iss: 'https://accounts.google.com',
        aud: TestPush.audience,
        azp: '111222333444555666777',
        sub: '111222333444555666777',
        email: TestPush.serviceAccountEmail,
        email_verified: true,
        iat: now,
        exp: now + 3600,
        ...claims,
      });
      const key = forged ? privateKey : google.privateKey;
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key);
      return `Bearer ${header}.${payload}.${signature.toString('base64url')}`;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    issuedTokens,
    requests,
    answer(method, answerPath, ...queue) {
      answers.set(`${method} ${answerPath}`, queue);
    },
    refuseTokens() {
      refusing = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function jsonOf(base64url: string): { iss?: unknown; scope?: unknown } {
  try {
    return JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8')) as object;
  } catch {
    return {};
  }
}

function send(response: ServerResponse, { status, body }: Answer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(text);
}
