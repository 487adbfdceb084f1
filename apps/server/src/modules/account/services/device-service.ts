import { DeviceText, type SignedInDevice } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { confirmCurrentPassword } from './current-password.ts';
import type { CheckOrigin } from './password-throttle.ts';
import { accountGone } from './profile-service.ts';
import {
  liveSessionsOf,
  revokeUserSession,
  revokeUserSessions,
} from '../repositories/session-repo.ts';
import { findUserById } from '../repositories/user-repo.ts';

/** The member's signed-in devices (live sessions): this one first, then the most recently used. */
export async function signedInDevices(
  db: Kysely<DB>,
  session: SessionUser,
): Promise<SignedInDevice[]> {
  const devices = (await liveSessionsOf(db, session.userId)).map((row) => ({
    id: row.id,
    client: row.client ?? DeviceText.unknownClient,
    address: row.address,
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

/**
 * Ends one other session of the member once the current password confirms it is them (issue 32
 * item 10; the same check as for all the others); answers 1, or 0 when it had ended already or is
 * the session asking (that one logs out).
 */
export async function signOutDevice(
  db: Kysely<DB>,
  origin: CheckOrigin,
  session: SessionUser,
  sessionId: number,
  currentPassword: string,
): Promise<number> {
  const user = await findUserById(db, session.userId);
  if (!user) throw accountGone();
  await confirmCurrentPassword(db, origin, user, currentPassword, 'signOutOthers');
  if (sessionId === session.sessionId) return 0;
  return (await revokeUserSession(db, session.userId, sessionId)) ? 1 : 0;
}
