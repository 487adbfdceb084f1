import { RecoveryCodes, Totp, normalizeRecoveryCode } from '@citybook/contract';
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.ts';

/** A new TOTP secret (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: Totp.issuer,
    label,
    algorithm: Totp.algorithm,
    digits: Totp.digits,
    period: Totp.periodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URI an authenticator app reads from a QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step a code is right for, within a step on either side of now (clock drift); null
 * when it is right for none. The caller takes the step once (a code works once, OPERATOR-3).
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp, window: Totp.window });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: Totp.periodSeconds, timestamp }) + delta;
}

/** The code of a secret at a moment: for the CLI's and the tests' authenticator. */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** A new set of recovery codes (OPERATOR-4): as shown once, and their argon2id hashes. */
export async function newRecoveryCodeSet(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RecoveryCodes.count }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  return { codes, hashes };
}

function newRecoveryCode(): string {
  const { alphabet, length, groupLength } = RecoveryCodes;
  const characters = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${characters.slice(0, groupLength)}-${characters.slice(groupLength)}`;
}

/** The id of the unused code the typed one is, or null. Every code is checked: the time tells nothing. */
export async function matchRecoveryCode(
  typed: string,
  unused: readonly { id: number; code_hash: string }[],
): Promise<number | null> {
  const normalized = normalizeRecoveryCode(typed);
  if (unused.length === 0) {
    await verifyPassword(null, normalized);
    return null;
  }
  const matches = await Promise.all(
    unused.map(async (code) =>
      (await verifyPassword(code.code_hash, normalized)) ? code.id : null,
    ),
  );
  return matches.find((id) => id !== null) ?? null;
}
