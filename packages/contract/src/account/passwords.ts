import * as z from 'zod/mini';
import { withPasswordConfirmation } from './create-account.ts';
import { emailSchema } from './email.ts';
import { passwordSchema } from './password.ts';

/** Reset tokens live one hour (ACCOUNT-12). */
export const PASSWORD_TOKEN_TTL_MINUTES = 60;
/**
 * After this many failed password checks from one address on one email, that address is locked
 * out of that email for LOGIN_LOCK_MINUTES (spec code 2; docs/security/password-throttle.md).
 */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MINUTES = 15;

/**
 * The lock's message (ACCOUNT-3 code 2): how long is left in whole minutes, rounded up, so it
 * reads the same in every time zone (issue 32 item 8: a UTC clock time meant nothing to members).
 */
export function accountLockedMessage(minutesLeft: number): string {
  const minutes = Math.max(1, Math.ceil(minutesLeft));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Your account is locked after too many failed log-in attempts. Please try again in ${wait}, or reset your password.`;
}

export const forgotPasswordRequestSchema = z.object({
  emailAddress: z.string().check(z.maxLength(1000)),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordFormSchema = z.object({ emailAddress: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Used by both /account/password/reset and /account/password/set. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.maxLength(1000)),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.maxLength(1000)),
  newPassword: z.string().check(z.maxLength(1000)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordFormSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().check(z.minLength(1, 'Please enter your current password.')),
    password: passwordSchema,
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const PasswordText = {
  forgotFailed: 'Sorry we were unable to send a password reset email.  Please try again later.',
  forgotSent: 'If an account exists for that email, we have sent a link to reset its password.',
  resetDone: 'Successfully reset password.',
  resetFailed:
    'Sorry, we were unable to reset your password at this time.  Please try again later.',
  tokenExpired: 'This link has expired or was already used. Please request a new one.',
  tokenMissing:
    'This link is missing its token. Open the link from your email again, or request a new one.',
  changeDone: 'Successfully changed your password.',
  changeFailed:
    'Sorry, we are unable to change your password at this time.  Please try again later.',
  wrongCurrentPassword: 'The current password is incorrect.',
  resetMailSubject: 'Reset your Citybook password',
  setMailSubject: 'Set your Citybook password',
} as const;
