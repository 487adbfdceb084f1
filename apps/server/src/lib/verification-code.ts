import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@citybook/contract';
import { randomBytes } from 'node:crypto';

/**
 * A new random verification code. The alphabet has 32 characters, so the low 5 bits of a random
 * byte pick one without bias. Uniqueness is the database's to enforce (the caller retries).
 */
export function newVerificationCode(): string {
  return [...randomBytes(VERIFICATION_CODE_LENGTH)]
    .map((byte) => VERIFICATION_CODE_ALPHABET[byte & 31]!)
    .join('');
}
