import * as z from 'zod/mini';

/**
 * The characters of a verification code: Crockford's base 32 (digits and capitals without I, L, O
 * and U), so that nothing read aloud or off a screen has a look-alike (ADR 0014).
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 6;

/** A code in its written form: 6 characters of the alphabet (its ranges, spelt out). */
export const verificationCodeSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{6}$/));

/**
 * A new random verification code, made by the server or, for a redemption made offline, by the
 * device (ADR 0014, 0017). The alphabet has 32 characters, so the low 5 bits of a random byte
 * pick one without bias. Uniqueness is the database's to enforce.
 */
export function newVerificationCode(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(VERIFICATION_CODE_LENGTH))]
    .map((byte) => VERIFICATION_CODE_ALPHABET[byte & 31]!)
    .join('');
}
