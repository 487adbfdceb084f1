import {
  AccountErrors,
  isGuestEmail,
  COMMON_PASSWORD_MESSAGE,
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  PasswordText,
  RESET_MAILS_PER_HOUR,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import { isCommonPassword } from '../../../lib/common-passwords.ts';
import { resetPasswordMail } from './password-mail.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { forgetPasswordFailures, type CheckOrigin } from './password-throttle.ts';
import {
  consumePasswordToken,
  endPasswordTokens,
  issuePasswordToken,
} from '../repositories/password-token-repo.ts';
import { countResetMail } from '../repositories/reset-mail-cap-repo.ts';
import { revokeUserSessions } from '../repositories/session-repo.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../repositories/user-repo.ts';

/** What mailing a reset link needs. */
export interface ResetMailDeps {
  db: Kysely<DB>;
  /** Sends in the background: the answer never waits for (or reveals) delivery. */
  sendMail: (mail: Mail) => void;
  publicUrl: string;
}

/** ACCOUNT-10's rule, then the common-password list that makes up for it (docs/security). */
function checkNewPassword(password: string): void {
  if (!isValidPassword(password)) {
    throw new HttpError(AccountErrors.passwordRule, PASSWORD_RULE_MESSAGE);
  }
  if (isCommonPassword(password)) {
    throw new HttpError(AccountErrors.commonPassword, COMMON_PASSWORD_MESSAGE);
  }
}

/**
 * Mails a reset link to the account of this email, when there is one (never the guest's), at most
 * RESET_MAILS_PER_HOUR an hour. The caller runs it after answering, so the answer is the same
 * work and time whether or not the email exists.
 */
export async function requestPasswordReset(
  { db, sendMail, publicUrl }: ResetMailDeps,
  emailAddress: string,
): Promise<'sent' | 'capped' | 'noAccount'> {
  const user = await findUserByEmail(db, emailAddress);
  if (!user || isGuestEmail(user.email)) return 'noAccount';
  if ((await countResetMail(db, user.id)) > RESET_MAILS_PER_HOUR) return 'capped';
  const token = await issuePasswordToken(db, user.id, 'reset');
  sendMail(resetPasswordMail(publicUrl, user.email, token));
  return 'sent';
}

/** What a password change or reset ended, for the security log. */
export interface PasswordChanged {
  userId: number;
  endedSessions: number;
}

/**
 * Sets a new password with a reset (or set-password) token and ends every session and every other
 * token of the account, in one transaction: the token is used once, whoever comes second is refused.
 */
export async function resetPassword(
  db: Kysely<DB>,
  token: string,
  password: string,
): Promise<PasswordChanged> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction().execute(async (trx) => {
    const userId = await consumePasswordToken(trx, token);
    const user = userId === null ? undefined : await findUserById(trx, userId);
    if (!user) return null;
    await setPasswordHash(trx, user.id, passwordHash);
    await endPasswordTokens(trx, user.id);
    const endedSessions = await revokeUserSessions(trx, user.id);
    // The link proved the mailbox: throttled logins and locks of the account end.
    await forgetPasswordFailures(trx, user.email);
    return { userId: user.id, endedSessions };
  });
  if (!changed) throw new HttpError(AccountErrors.tokenExpired, PasswordText.tokenExpired);
  return changed;
}

/** Changes the member's password, given the current one; their other sessions and reset links end. */
export async function changePassword(
  db: Kysely<DB>,
  origin: CheckOrigin,
  session: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChanged> {
  const user = await findUserById(db, session.userId);
  if (!user) {
    throw new HttpError(AccountErrors.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
  }
  await confirmCurrentPassword(db, origin, user, currentPassword, 'changePassword');
  checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await endPasswordTokens(trx, user.id);
    const endedSessions = await revokeUserSessions(trx, user.id, { except: session.sessionId });
    return { userId: user.id, endedSessions };
  });
}
