import * as z from 'zod/mini';

/**
 * The characters of a verification code: Crockford's base 32 (digits and capitals without I, L, O
 * and U), so that nothing read aloud or off a screen has a look-alike (ADR 0014).
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 6;

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

/** A code in its written form. */
export const verificationCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`)));

/** A code in a path, as typed: the service normalises it (at most 20 characters). */
export const verifyParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(20)),
});
