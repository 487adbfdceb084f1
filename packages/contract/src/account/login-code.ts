import * as z from 'zod/mini';

/**
 * The e-mailed sign-in code (ACCOUNT-29; docs/security/password-throttle.md): offered instead of
 * "incorrect" while the account is throttled and the member logs in from an address it has not
 * used, so an attack on the account cannot keep its owner out.
 */
export const LoginCode = {
  /** Digits of the code, drawn from a CSPRNG. */
  digits: 6,
  /** The code works this long after the mail. */
  ttlMinutes: 10,
  /** Wrong codes one login may try before it is spent. */
  maxAttempts: 5,
  /** Code mails one account gets at most per hour; further right passwords send nothing. */
  mailsPerHour: 3,
} as const;

/** The code step's form: the digits as the mail shows them. */
export const loginCodeFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.regex(
        new RegExp(`^\\d{${String(LoginCode.digits)}}$`),
        `Please enter the ${String(LoginCode.digits)}-digit code from the email.`,
      ),
    ),
});
export type LoginCodeForm = z.infer<typeof loginCodeFormSchema>;

/**
 * POST /api/account/login/code: the challenge the login answer carried (its message) and the
 * mailed code.
 */
export const submitLoginCodeRequestSchema = z.object({
  challenge: z.string().check(z.minLength(1), z.maxLength(200)),
  code: z.string().check(z.regex(new RegExp(`^\\d{${String(LoginCode.digits)}}$`))),
});
export type SubmitLoginCodeRequest = z.infer<typeof submitLoginCodeRequestSchema>;

export const LoginCodeText = {
  mailSubject: 'Your Citybook sign-in code',
  wrongCode: 'The code is wrong or has expired. Log in again to get a new one.',
} as const;
