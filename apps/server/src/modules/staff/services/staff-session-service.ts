import type { CurrentStaff, SignInRealm } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { hashToken, newSecretToken } from '../../../lib/tokens.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { countUnusedRecoveryCodes } from '../repositories/recovery-code-repo.ts';
import { findStaffById, type StaffAccountRow } from '../repositories/staff-account-repo.ts';
import { longestLimitsOf, sessionLimitsOf } from './session-timeouts.ts';
import { staffRoleOf } from './staff-view.ts';
import {
  deleteExpiredPending,
  deleteExpiredSessions,
  deleteSession,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type StaffSessionRow,
} from '../repositories/staff-session-repo.ts';

/** Opens a session of a realm for a signed-in account; answers its token (only its hash is kept). */
export async function openSession(
  db: Kysely<DB>,
  account: StaffAccountRow,
  now: Date,
  realm: SignInRealm = 'console',
): Promise<{ token: string; session: StaffSessionRow }> {
  const token = newSecretToken();
  const session = await insertSession(db, {
    staff_id: account.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    realm,
  });
  return { token, session };
}

export type SessionCheck =
  | { kind: 'live'; session: StaffSessionRow; account: StaffAccountRow }
  | { kind: 'none' }
  | { kind: 'ended'; reason: 'idle' | 'absolute' | 'disabled' };

/**
 * The account of a session token on a realm's API (OPERATOR-6; ADR 0046): none for an unknown
 * token or one of the other realm; ended (and deleted) when idle or open past its account's limits,
 * or when the account is disabled. A live session's last request becomes now. Whether the account
 * may use the realm (staff, or a business's people) is the caller's to check.
 */
export async function checkSession(
  db: Kysely<DB>,
  token: string,
  now: Date,
  realm: SignInRealm = 'console',
): Promise<SessionCheck> {
  const found = await findSessionByTokenHash(db, hashToken(token));
  if (!found || found.session.realm !== realm) return { kind: 'none' };
  const { session, account } = found;
  const { idleMs, absoluteMs } = sessionLimitsOf(account.role);
  const reason =
    account.disabled_at !== null
      ? 'disabled'
      : now.getTime() - Date.parse(session.created_at) >= absoluteMs
        ? 'absolute'
        : now.getTime() - Date.parse(session.last_seen_at) >= idleMs
          ? 'idle'
          : null;
  if (reason) {
    await deleteSession(db, session.id);
    return { kind: 'ended', reason };
  }
  await touchSession(db, session.id, now.toISOString());
  return { kind: 'live', session, account };
}

/** When a session ends at the latest. */
export const sessionExpiresAt = (account: StaffAccountRow, session: StaffSessionRow): string =>
  new Date(Date.parse(session.created_at) + sessionLimitsOf(account.role).absoluteMs).toISOString();

/** What GET /api/console/me answers. */
export async function currentStaffOf(
  db: Kysely<DB>,
  account: StaffAccountRow,
  session: StaffSessionRow,
): Promise<CurrentStaff> {
  return {
    id: account.id,
    email: account.email,
    role: staffRoleOf(account),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, account.id),
    signedInAt: session.created_at,
    sessionExpiresAt: sessionExpiresAt(account, session),
  };
}

/** The signed-in person's account and session, as GET /api/console/me answers them. */
export async function currentStaff(db: Kysely<DB>, staff: StaffUser): Promise<CurrentStaff> {
  const { account, session } = await accountAndSession(db, staff.staffId, staff.sessionId);
  return currentStaffOf(db, account, session);
}

/** A signed-in person's account and session rows (any realm). */
export async function accountAndSession(
  db: Kysely<DB>,
  accountId: number,
  sessionId: number,
): Promise<{ account: StaffAccountRow; session: StaffSessionRow }> {
  const session = await findSessionById(db, sessionId);
  const account = await findStaffById(db, accountId);
  if (!session || !account) throw new Error('The session ended during the request');
  return { account, session };
}

/** Housekeeping: deletes the sessions and half-done sign-ins past their end. */
export async function pruneStaffSessions(db: Kysely<DB>, now: Date): Promise<number> {
  let pruned = await deleteExpiredPending(db, now.toISOString());
  for (const realm of ['console', 'business'] as const) {
    const { idleMs, absoluteMs } = longestLimitsOf(realm);
    pruned += await deleteExpiredSessions(
      db,
      realm,
      new Date(now.getTime() - idleMs).toISOString(),
      new Date(now.getTime() - absoluteMs).toISOString(),
    );
  }
  return pruned;
}
