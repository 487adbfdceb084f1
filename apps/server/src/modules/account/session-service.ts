import {
  AccountErrors,
  INVALID_CREDENTIALS_MESSAGE,
  isGuestEmail,
  LOGIN_LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  type Credentials,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { verifyPassword } from './password-hash.ts';
import { issuePasswordToken } from './password-token-repo.ts';
import { createSession, revokeSession } from './session-repo.ts';
import { addFailedLogin, clearFailedLogins, findUserByEmail, lockUser } from './user-repo.ts';

const badCredentials = () =>
  new HttpError(AccountErrors.badCredentials, INVALID_CREDENTIALS_MESSAGE);

function lockedError(until: string): HttpError {
  const when = new Date(until).toUTCString().replace('GMT', 'UTC');
  return new HttpError(
    AccountErrors.accountLocked,
    `Your account is locked after too many failed log-in attempts. Please try again after ${when}, or reset your password.`,
  );
}

/** Refuses a login to a locked account (the shared guest is never locked: anyone could lock it). */
function assertNotLocked(user: UserRow): void {
  if (user.locked_until !== null && user.locked_until > nowIso() && !isGuestEmail(user.email)) {
    throw lockedError(user.locked_until);
  }
}

/** Counts a failed login; the one that reaches the limit locks the account and says until when. */
async function recordFailedLogin(db: Kysely<DB>, user: UserRow): Promise<void> {
  if (isGuestEmail(user.email)) return;
  if ((await addFailedLogin(db, user.id)) < MAX_FAILED_LOGINS) return;
  const until = new Date(Date.now() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
  await lockUser(db, user.id, until);
  throw lockedError(until);
}

/**
 * Checks a login's credentials (absent: the header could not be read) and opens a session:
 * answers the user and the new session's token. A member who must choose a password first is
 * refused with the set-password token (spec §4); the session the browser came with, if any, ends.
 * `client` describes the browser for "Signed-in devices".
 */
export async function logIn(
  db: Kysely<DB>,
  credentials: Credentials | null,
  previousToken: string | undefined,
  client: string | null = null,
): Promise<{ user: UserRow; token: string }> {
  if (!credentials) throw badCredentials();
  const user = await findUserByEmail(db, credentials.email);
  if (user) assertNotLocked(user);
  const valid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user) throw badCredentials();
  if (!valid) {
    await recordFailedLogin(db, user);
    throw badCredentials();
  }
  if (user.failed_logins !== 0 || user.locked_until !== null) await clearFailedLogins(db, user.id);
  if (user.must_set_password === 1) {
    // Spec §4: the client moves to the set-password page with the token from the message.
    const token = await issuePasswordToken(db, user.id, 'set');
    throw new HttpError(AccountErrors.mustSetPassword, token);
  }

  // A fresh token at every login; the one the browser came with (if any) is dropped.
  if (previousToken) await revokeSession(db, previousToken);
  return { user, token: await createSession(db, user.id, client) };
}

/** Ends the session of this token, if there is one. */
export async function logOut(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (token) await revokeSession(db, token);
}
