import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from './verification-code.ts';

/**
 * A new random verification code, made by the server or, for a redemption made offline, by the
 * device (ADR 0014, 0018). The alphabet has 32 characters, so the low 5 bits of a random byte
 * pick one without bias. Uniqueness is the database's to enforce.
 */
export function newVerificationCode(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(VERIFICATION_CODE_LENGTH))]
    .map((byte) => VERIFICATION_CODE_ALPHABET[byte & 31]!)
    .join('');
}
