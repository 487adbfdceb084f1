import * as z from 'zod/mini';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from './verification-code.ts';

// Apart from verification-code.ts, whose schema every redemption answer needs: only the server
// and the lazily loaded /verify page read typed codes.
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * A code as staff may type it (any case, spaces or dashes, O for 0, I or L for 1) in its one
 * written form; undefined when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | undefined {
  const code = [...input.toUpperCase().replace(/[\s-]/g, '')]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('');
  if (code.length !== VERIFICATION_CODE_LENGTH) return undefined;
  return [...code].every((char) => VERIFICATION_CODE_ALPHABET.includes(char)) ? code : undefined;
}

/** A code in a path, as typed: the service normalises it (at most 20 characters). */
export const verifyParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(20)),
});
