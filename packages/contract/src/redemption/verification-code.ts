import * as z from 'zod/mini';

/**
 * The characters of a verification code: Crockford's base 32 (digits and capitals without I, L, O
 * and U), so that nothing read aloud or off a screen has a look-alike (ADR 0014).
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 6;

/** A code in its written form: 6 characters of the alphabet (its ranges, spelt out). */
export const verificationCodeSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{6}$/));
