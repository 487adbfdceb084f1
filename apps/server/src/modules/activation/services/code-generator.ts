import { randomBytes } from 'node:crypto';

/** No 0/O or 1/I/L: codes are read off paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
/** The largest multiple of the alphabet's size a byte can be: bytes above it would bias the draw. */
const UNBIASED_BELOW = 256 - (256 % CODE_ALPHABET.length);

/**
 * OPERATOR-16: `count` new codes (bare, 16 characters) drawn from the operating system's
 * cryptographic source: 31^16 ≈ 2^79 possible codes, far over the 40 bits a guess must beat.
 * Bytes are drawn in bulk and those that would bias a character are skipped (rejection sampling).
 */
export function newActivationCodes(count: number): string[] {
  const codes: string[] = [];
  let pool = randomBytes(0);
  let at = 0;
  let code = '';
  while (codes.length < count) {
    if (at === pool.length) {
      pool = randomBytes(Math.max(64, (count - codes.length) * CODE_LENGTH * 2));
      at = 0;
    }
    const byte = pool[at++]!;
    if (byte >= UNBIASED_BELOW) continue;
    code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === CODE_LENGTH) {
      codes.push(code);
      code = '';
    }
  }
  return codes;
}
