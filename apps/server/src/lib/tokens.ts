import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session and password-reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
