import {
  AccountErrors,
  isGuestEmail,
  LOGIN_LOCK_MINUTES,
  MAX_FAILED_LOGINS,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';

function lockedError(until: string): HttpError {
  const when = new Date(until).toUTCString().replace('GMT', 'UTC');
  return new HttpError(
    AccountErrors.accountLocked,
    `Your account is locked after too many failed log-in attempts. Please try again after ${when}, or reset your password.`,
  );
}

/** Refuses a login to a locked account (the shared guest is never locked: anyone could lock it). */
export function assertNotLocked(user: UserRow): void {
  if (user.locked_until !== null && user.locked_until > nowIso() && !isGuestEmail(user.email)) {
    throw lockedError(user.locked_until);
  }
}

/** Counts a failed login; the one that reaches the limit locks the account and says until when. */
export async function recordFailedLogin(db: Kysely<DB>, user: UserRow): Promise<void> {
  if (isGuestEmail(user.email)) return;
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', user.id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  if (row.failed_logins < MAX_FAILED_LOGINS) return;
  const until = new Date(Date.now() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
  await db
    .updateTable('app_user')
    .set({ failed_logins: 0, locked_until: until })
    .where('id', '=', user.id)
    .execute();
  throw lockedError(until);
}

export async function clearFailedLogins(db: Kysely<DB>, user: UserRow): Promise<void> {
  if (user.failed_logins === 0 && user.locked_until === null) return;
  await db
    .updateTable('app_user')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', user.id)
    .execute();
}
