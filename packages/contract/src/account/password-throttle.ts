import * as z from 'zod/mini';

/**
 * How password checks are throttled (issue #14 item 2; docs/security/password-throttle.md).
 * Every check (login, change password, an email change, account deletion) counts against the
 * account, the client address and the pair of both; a subject with enough failures waits a delay
 * that doubles with each further failure, up to its cap.
 */
export const PasswordThrottle = {
  /** Failures an account or a pair may have before any delay. */
  accountFreeFailures: 5,
  /**
   * Failures one address may have (over every account) before any delay: many, as members behind
   * one office or carrier address share it; the per-route rate limit caps the pace besides.
   */
  addressFreeFailures: 30,
  /** The first delay; each further failure doubles it. */
  baseDelaySeconds: 1,
  /** Others' failures delay an account at most this long: they cannot lock the member out. */
  accountMaxDelaySeconds: 60,
  /** An address that keeps failing waits up to this long. */
  addressMaxDelaySeconds: 15 * 60,
  /** Failures are forgotten this long after the last one. */
  memoryMinutes: 60,
  /** An address that logged in to the account within this time is not delayed by others' failures. */
  knownAddressDays: 30,
} as const;

/**
 * Forgot password (issue #14 item 9): at most this many reset mails per account and hour; further
 * requests get the same answer and send nothing.
 */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * A sensitive change confirmed with the current password (ASVS 7.5): deleting the account
 * (POST /api/account/deleteAccount) and signing out of the other devices.
 */
export const currentPasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.maxLength(1000)),
});
export type CurrentPasswordRequest = z.infer<typeof currentPasswordRequestSchema>;
export const deleteAccountRequestSchema = currentPasswordRequestSchema;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
