import {
  AccountErrors,
  isGuestEmail,
  COMMON_PASSWORD_MESSAGE,
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  PasswordText,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { isCommonPassword } from './common-passwords.ts';
import { resetPasswordMail } from './password-mail.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import {
  consumePasswordToken,
  endPasswordTokens,
  issuePasswordToken,
} from './password-token-repo.ts';
import { revokeUserSessions } from './session-repo.ts';
import { findUserByEmail, findUserById, setPasswordHash } from './user-repo.ts';

/** What mailing a reset link needs. */
export interface ResetMailDeps {
  db: Kysely<DB>;
  /** Sends in the background: the answer never waits for (or reveals) delivery. */
  sendMail: (mail: Mail) => void;
  publicUrl: string;
}

/** Spec §5's rule, then the common-password list that makes up for it (docs/security). */
function checkNewPassword(password: string): void {
  if (!isValidPassword(password)) {
    throw new HttpError(AccountErrors.passwordRule, PASSWORD_RULE_MESSAGE);
  }
  if (isCommonPassword(password)) {
    throw new HttpError(AccountErrors.commonPassword, COMMON_PASSWORD_MESSAGE);
  }
}

/** Mails a reset link to the account of this email, when there is one (never the guest's). */
export async function requestPasswordReset(
  { db, sendMail, publicUrl }: ResetMailDeps,
  emailAddress: string,
): Promise<void> {
  const user = await findUserByEmail(db, emailAddress);
  if (user && !isGuestEmail(user.email)) {
    const token = await issuePasswordToken(db, user.id, 'reset');
    sendMail(resetPasswordMail(publicUrl, user.email, token));
  }
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
    if (userId === null) return null;
    await setPasswordHash(trx, userId, passwordHash);
    await endPasswordTokens(trx, userId);
    return { userId, endedSessions: await revokeUserSessions(trx, userId) };
  });
  if (!changed) throw new HttpError(AccountErrors.tokenExpired, PasswordText.tokenExpired);
  return changed;
}

/** Changes the member's password, given the current one; their other sessions and reset links end. */
export async function changePassword(
  db: Kysely<DB>,
  session: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChanged> {
  const user = await findUserById(db, session.userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw new HttpError(AccountErrors.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
  }
  checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await endPasswordTokens(trx, user.id);
    const endedSessions = await revokeUserSessions(trx, user.id, { except: session.sessionId });
    return { userId: user.id, endedSessions };
  });
}
