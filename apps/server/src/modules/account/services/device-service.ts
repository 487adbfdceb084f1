import { DeviceText, type SignedInDevice } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { confirmCurrentPassword } from './current-password.ts';
import type { CheckOrigin } from './password-throttle.ts';
import { accountGone } from './profile-service.ts';
import { liveSessionsOf, revokeUserSessions } from '../repositories/session-repo.ts';
import { findUserById } from '../repositories/user-repo.ts';

/** The member's signed-in devices (live sessions): this one first, then the most recently used. */
export async function signedInDevices(
  db: Kysely<DB>,
  session: SessionUser,
): Promise<SignedInDevice[]> {
  const devices = (await liveSessionsOf(db, session.userId)).map((row) => ({
    id: row.id,
    client: row.client ?? DeviceText.unknownClient,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === session.sessionId,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/**
 * Ends every session of the member but this one, once the current password confirms it is them
 * (ASVS 7.5.2: a stolen session must not shut the member out); answers how many ended.
 */
export async function signOutOtherDevices(
  db: Kysely<DB>,
  origin: CheckOrigin,
  session: SessionUser,
  currentPassword: string,
): Promise<number> {
  const user = await findUserById(db, session.userId);
  if (!user) throw accountGone();
  await confirmCurrentPassword(db, origin, user, currentPassword, 'signOutOthers');
  return revokeUserSessions(db, session.userId, { except: session.sessionId });
}
