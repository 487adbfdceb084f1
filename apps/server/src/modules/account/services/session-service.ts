import {
  accountLockedMessage,
  AccountErrors,
  INVALID_CREDENTIALS_MESSAGE,
  LoginCodeText,
  type Credentials,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { issuePasswordToken } from '../repositories/password-token-repo.ts';
import { createSession, findSessionUser, revokeSession } from '../repositories/session-repo.ts';
import { checkPassword, rememberSignInAddress, type CheckOrigin } from './password-throttle.ts';
import { findUserByEmail, findUserById } from '../repositories/user-repo.ts';
import { consumeLoginCode } from '../repositories/login-code-repo.ts';
import { newSecretToken } from '../../../lib/tokens.ts';
import type { SessionClient } from '../../../lib/client-description.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { offerLoginCode, type LoginCodeMailer } from './login-code-service.ts';

/** What a login needs besides the database: the mailer, and a way to work after the answer. */
export interface LoginDeps extends LoginCodeMailer {
  /** Runs `work` once the answer is out, so its time cannot tell a right password from a wrong. */
  afterAnswer: (work: () => Promise<void>) => void;
}

const badCredentials = () =>
  new HttpError(AccountErrors.badCredentials, INVALID_CREDENTIALS_MESSAGE);

function lockedError(until: string): HttpError {
  const minutesLeft = (Date.parse(until) - Date.now()) / 60_000;
  return new HttpError(AccountErrors.accountLocked, accountLockedMessage(minutesLeft));
}

/**
 * Checks a login's credentials (absent: the header could not be read) and opens a session:
 * answers the user and the new session's token. A member who must choose a password first is
 * refused with the set-password token (ACCOUNT-3); the session the browser came with, if any, ends.
 * `client` describes the browser for "Signed-in devices".
 */
export async function logIn(
  deps: LoginDeps,
  origin: CheckOrigin,
  credentials: Credentials | null,
  previousToken: string | undefined,
  client: SessionClient | null = null,
): Promise<{ user: UserRow; token: string }> {
  const { db } = deps;
  if (!credentials) throw badCredentials();
  const user = await findUserByEmail(db, credentials.email);
  // An unknown email, a wrong password and a throttled account answer alike (docs/security).
  const verdict = await checkPassword(db, origin, {
    email: credentials.email,
    storedHash: user?.password_hash ?? null,
    password: credentials.password,
    userId: user?.id,
    check: 'login',
  });
  if (verdict.kind === 'locked') throw lockedError(verdict.until);
  if (verdict.kind === 'codeOffered') {
    // ACCOUNT-29: the same answer, with a fresh challenge, whatever the password; only a right
    // one stores the code and mails it, after the answer.
    const challenge = newSecretToken();
    if (verdict.passwordRight && user) {
      deps.afterAnswer(async () => {
        const mailed = await offerLoginCode(deps, user, challenge);
        logSecurityEvent(origin.log, 'login.codeOffered', { userId: user.id, mailed });
      });
    }
    throw new HttpError(AccountErrors.loginCodeSent, challenge);
  }
  if (verdict.kind !== 'valid' || !user) throw badCredentials();
  return openSession(db, user, previousToken, client);
}

/**
 * The second step of a login answered `loginCodeSent` (ACCOUNT-29): the right code opens the
 * session, and the address becomes one the account signed in from.
 */
export async function logInWithCode(
  db: Kysely<DB>,
  origin: CheckOrigin,
  attempt: { challenge: string; code: string },
  previousToken: string | undefined,
  client: SessionClient | null = null,
): Promise<{ user: UserRow; token: string }> {
  const userId = await consumeLoginCode(db, attempt.challenge, attempt.code, new Date());
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) {
    logSecurityEvent(origin.log, 'login.failed', { reason: 'wrongLoginCode' });
    throw new HttpError(AccountErrors.wrongLoginCode, LoginCodeText.wrongCode);
  }
  await rememberSignInAddress(db, user.email, origin.address);
  return openSession(db, user, previousToken, client);
}

async function openSession(
  db: Kysely<DB>,
  user: UserRow,
  previousToken: string | undefined,
  client: SessionClient | null,
): Promise<{ user: UserRow; token: string }> {
  if (user.must_set_password === 1) {
    // ACCOUNT-3: the client moves to the set-password page with the token from the message.
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

/** The user of a live session token; null for an unknown or expired one (the auth plugin's lookup). */
export async function sessionUserOf(db: Kysely<DB>, token: string): Promise<SessionUser | null> {
  return findSessionUser(db, token);
}
