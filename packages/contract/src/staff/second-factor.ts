import * as z from 'zod/mini';

/**
 * The authenticator app's code (OPERATOR-3): TOTP of RFC 6238 with the parameters every
 * authenticator app takes by default: HMAC-SHA1, 6 digits, 30-second steps. The server accepts the
 * code of the current step and of the step on each side of it (clock drift), each at most once.
 */
export const Totp = {
  digits: 6,
  periodSeconds: 30,
  algorithm: 'SHA1',
  /** Steps accepted on each side of the current one. */
  window: 1,
  /** The issuer the authenticator app shows beside the account (the otpauth URI's). */
  issuer: 'Citybook Console',
} as const;

/**
 * One-time recovery codes (OPERATOR-4, OPERATOR-5): ten per set, each ten characters of an
 * alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five, `abcde-fghjk`.
 * Spaces, hyphens and letter case do not matter when one is typed.
 */
export const RecoveryCodes = {
  count: 10,
  length: 10,
  groupLength: 5,
  alphabet: '23456789abcdefghjkmnpqrstuvwxyz',
} as const;

/** A typed recovery code as the server compares it: lower case, no spaces or hyphens. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

const TOTP_CODE = new RegExp(`^\\d{${String(Totp.digits)}}$`);

/** Whether a typed code is an authenticator code (else it is taken as a recovery code). */
export function isTotpCode(typed: string): boolean {
  return TOTP_CODE.test(typed.trim());
}

/** What the code step takes: an authenticator code or a recovery code, as typed. */
export const secondFactorCodeSchema = z.string().check(z.minLength(1), z.maxLength(40));

/** The code step's form (the console's): either kind of code. */
export const secondFactorFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter the code from your authenticator app or a recovery code.'),
      z.maxLength(40, 'This is not a code from your authenticator app or a recovery code.'),
    ),
});
export type SecondFactorForm = z.infer<typeof secondFactorFormSchema>;

/** The enrolment's form: only an authenticator code finishes it. */
export const enrolmentCodeFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.regex(
        TOTP_CODE,
        `Please enter the ${String(Totp.digits)}-digit code from your authenticator app.`,
      ),
    ),
});
export type EnrolmentCodeForm = z.infer<typeof enrolmentCodeFormSchema>;

/** A new set of recovery codes, shown once (OPERATOR-4). */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesSchema>;

/**
 * The start of an enrolment: the secret as base32 text (to type in) and as an `otpauth://` URI
 * (the console draws it as a QR code). A new start replaces a secret not yet confirmed.
 */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
