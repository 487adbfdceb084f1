import { StaffSessionTimeouts, type CurrentStaff } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { hashToken, newSecretToken } from '../../../lib/tokens.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { countUnusedRecoveryCodes } from '../repositories/recovery-code-repo.ts';
import { findStaffById, type StaffAccountRow } from '../repositories/staff-account-repo.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type StaffSessionRow,
} from '../repositories/staff-session-repo.ts';

const MINUTE = 60_000;
export const IDLE_MS = StaffSessionTimeouts.idleMinutes * MINUTE;
export const ABSOLUTE_MS = StaffSessionTimeouts.absoluteHours * 60 * MINUTE;

/** Opens a session for a signed-in account; answers its token (only its hash is stored). */
export async function openSession(
  db: Kysely<DB>,
  account: StaffAccountRow,
  now: Date,
): Promise<{ token: string; session: StaffSessionRow }> {
  const token = newSecretToken();
  const session = await insertSession(db, {
    staff_id: account.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
  });
  return { token, session };
}

export type SessionCheck =
  | { kind: 'live'; staff: StaffUser }
  | { kind: 'none' }
  | { kind: 'ended'; reason: 'idle' | 'absolute' | 'disabled' };

/**
 * The staff member of a session token (OPERATOR-6): none for an unknown token; ended (and deleted)
 * 30 minutes after the last request, 12 hours after sign-in, or when the account is disabled.
 * A live session's last request becomes now.
 */
export async function checkSession(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<SessionCheck> {
  const found = await findSessionByTokenHash(db, hashToken(token));
  if (!found) return { kind: 'none' };
  const { session, account } = found;
  const reason =
    account.disabled_at !== null
      ? 'disabled'
      : now.getTime() - Date.parse(session.created_at) >= ABSOLUTE_MS
        ? 'absolute'
        : now.getTime() - Date.parse(session.last_seen_at) >= IDLE_MS
          ? 'idle'
          : null;
  if (reason) {
    await deleteSession(db, session.id);
    return { kind: 'ended', reason };
  }
  await touchSession(db, session.id, now.toISOString());
  return {
    kind: 'live',
    staff: { sessionId: session.id, staffId: account.id, email: account.email, role: account.role },
  };
}

/** What GET /api/console/me answers. */
export async function currentStaffOf(
  db: Kysely<DB>,
  account: StaffAccountRow,
  session: StaffSessionRow,
): Promise<CurrentStaff> {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, account.id),
    signedInAt: session.created_at,
    sessionExpiresAt: new Date(Date.parse(session.created_at) + ABSOLUTE_MS).toISOString(),
  };
}

/** The signed-in person's account and session, as GET /api/console/me answers them. */
export async function currentStaff(db: Kysely<DB>, staff: StaffUser): Promise<CurrentStaff> {
  const session = await findSessionById(db, staff.sessionId);
  const account = await findStaffById(db, staff.staffId);
  if (!session || !account) throw new Error('The staff session ended during the request');
  return currentStaffOf(db, account, session);
}

/** Housekeeping: deletes the sessions and half-done sign-ins past their end. */
export function pruneStaffSessions(db: Kysely<DB>, now: Date): Promise<number> {
  return deleteExpiredSessions(
    db,
    new Date(now.getTime() - IDLE_MS).toISOString(),
    new Date(now.getTime() - ABSOLUTE_MS).toISOString(),
    now.toISOString(),
  );
}
