import { createPrivateKey, sign, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A file of the test PKI (make-test-pki.sh), e.g. `root.pem`: APPLE_ROOT_CERTIFICATES in tests. */
export function testPkiFile(name: string): string {
  return path.join(here, name);
}

/** `test`: the chain under the root tests trust; `other`: one under a root nobody trusts. */
export type TestChain = 'test' | 'other';

const prefixes: Record<TestChain, string> = { test: '', other: 'other-' };

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * Signs a payload as the App Store does: a JWS in compact form, ES256 by the leaf, with the
 * leaf, the intermediate and the root in the `x5c` header.
 */
export function signLikeApple(payload: object, chain: TestChain = 'test'): string {
  const prefix = prefixes[chain];
  const x5c = ['leaf', 'intermediate', 'root'].map((name) =>
    new X509Certificate(readFileSync(testPkiFile(`${prefix}${name}.pem`))).raw.toString('base64'),
  );
  const header = base64url(JSON.stringify({ alg: 'ES256', x5c }));
  const body = base64url(JSON.stringify(payload));
  const key = createPrivateKey(readFileSync(testPkiFile(`${prefix}leaf.key`)));
  // JWS wants the raw r‖s signature, not DER.
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), {
    key,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${body}.${base64url(signature)}`;
}
