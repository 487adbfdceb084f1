import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_TOPICS, NoticeTiming, type NoticeTopic } from '@citybook/contract';

/** NOTICE-10: used where no NOTICE_SECRET_KEY is set (development, tests, outbox-only servers). */
const DEVELOPMENT_KEY = Buffer.from('citybook-development-notice-key!');

export function noticeKey(secret: string | undefined): Buffer {
  return secret === undefined ? DEVELOPMENT_KEY : Buffer.from(secret, 'base64');
}

export interface UnsubscribeClaim {
  userId: number;
  topic: NoticeTopic;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/**
 * NOTICE-10: a link that turns one reminder off without a session: the account, the topic and
 * an expiry, signed with the server's key (HMAC-SHA256). Nothing is stored: the signature is the
 * proof.
 */
export function unsubscribeToken(key: Buffer, claim: UnsubscribeClaim, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + NoticeTiming.unsubscribeLinkDays * 86_400;
  const body = Buffer.from(
    JSON.stringify({ u: claim.userId, t: claim.topic, e: expires }),
  ).toString('base64url');
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/** The claim of a genuine, unexpired token; undefined for a forged, altered or expired one. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
  now: Date,
): UnsubscribeClaim | undefined {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { u, t, e } = parsed as Record<string, unknown>;
  if (typeof u !== 'number' || typeof e !== 'number' || typeof t !== 'string') return undefined;
  if (!(NOTICE_TOPICS as readonly string[]).includes(t)) return undefined;
  if (e * 1000 <= now.getTime()) return undefined;
  return { userId: u, topic: t as NoticeTopic };
}
