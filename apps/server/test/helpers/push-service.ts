import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a push service received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback (NOTICE-11 tests): it keeps every request it receives and answers
 * 201, or the status a test sets for a device's path (410: the device is gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusOf.get(path) ?? 201;
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    received,
    /** The pushes a device received (by its path on this service). */
    to: (path: string) => received.filter((push) => push.path === path),
    answer(path: string, status: number) {
      statusOf.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291), an address
 * on the push service, and what it takes to open what it receives.
 */
export function browserSubscription(pushOrigin: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${b64url(randomBytes(12))}`;
  return {
    path,
    json: {
      endpoint: `${pushOrigin}${path}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    },
    /** Opens an aes128gcm message sent to this browser (RFC 8188, RFC 8291), as the browser does. */
    decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, auth),
  };
}

function decryptAes128gcm(
  body: Buffer,
  receiver: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID token's claims, once its ES256 signature is verified with the public key (RFC 8292). */
export function verifiedVapidClaims(
  authorization: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${String(authorization)}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('The header names another public key');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const keyObject = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: keyObject, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID token does not verify against the public key');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`The VAPID token is signed with ${alg}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
