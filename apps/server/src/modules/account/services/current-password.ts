import { AccountErrors, PasswordText } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { checkPassword, type CheckOrigin, type PasswordAttempt } from './password-throttle.ts';

/**
 * A logged-in member proves it is them with the current password (change password, a new email,
 * account deletion). Throttled like a login: a stolen session is no password oracle. A wrong,
 * throttled or locked check all answer "the current password is incorrect".
 */
export async function confirmCurrentPassword(
  db: Kysely<DB>,
  origin: CheckOrigin,
  user: UserRow,
  password: string,
  check: PasswordAttempt['check'],
): Promise<void> {
  const verdict = await checkPassword(db, origin, {
    email: user.email,
    storedHash: user.password_hash,
    password,
    userId: user.id,
    check,
  });
  if (verdict.kind !== 'valid') {
    throw new HttpError(AccountErrors.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
  }
}
