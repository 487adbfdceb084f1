import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { forgetPasswordFailures, type CheckOrigin } from './password-throttle.ts';
import { accountGone } from './profile-service.ts';
import { deleteAccount } from './registration-service.ts';
import { findUserById } from '../repositories/user-repo.ts';

/**
 * Deletes the member's account once the current password confirms it is them (issue #14 item 1),
 * checked through the same throttle as a login; the throttle forgets the account too.
 */
export async function deleteConfirmedAccount(
  db: Kysely<DB>,
  origin: CheckOrigin,
  session: SessionUser,
  currentPassword: string,
): Promise<void> {
  const user = await findUserById(db, session.userId);
  if (!user) throw accountGone();
  await confirmCurrentPassword(db, origin, user, currentPassword, 'deleteAccount');
  await deleteAccount(db, user.id);
  await forgetPasswordFailures(db, user.email);
}
