import type { SignInRealm } from '@citybook/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, StaffPendingSignInTable, StaffSessionTable } from '../../../db/schema.ts';
import type { StaffAccountRow } from './staff-account-repo.ts';

export type StaffSessionRow = Selectable<StaffSessionTable>;
export type PendingSignInRow = Selectable<StaffPendingSignInTable>;

export function insertSession(
  db: Kysely<DB>,
  row: Insertable<StaffSessionTable>,
): Promise<StaffSessionRow> {
  return db.insertInto('staff_session').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The session of a token hash, with its account. */
export async function findSessionByTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; account: StaffAccountRow } | undefined> {
  const session = await db
    .selectFrom('staff_session')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) return undefined;
  const account = await db
    .selectFrom('staff_account')
    .selectAll()
    .where('id', '=', session.staff_id)
    .executeTakeFirstOrThrow();
  return { session, account };
}

export async function findSessionById(
  db: Kysely<DB>,
  id: number,
): Promise<StaffSessionRow | undefined> {
  return db.selectFrom('staff_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db.updateTable('staff_session').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('staff_session').where('id', '=', id).execute();
}

/** Ends every session of an account but `except`; answers how many ended. */
export async function deleteSessionsOf(
  db: Kysely<DB>,
  staffId: number,
  except?: number,
): Promise<number> {
  let query = db.deleteFrom('staff_session').where('staff_id', '=', staffId);
  if (except !== undefined) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function insertPendingSignIn(
  db: Kysely<DB>,
  row: Insertable<StaffPendingSignInTable>,
): Promise<PendingSignInRow> {
  return db
    .insertInto('staff_pending_sign_in')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPendingByTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<PendingSignInRow | undefined> {
  return db
    .selectFrom('staff_pending_sign_in')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function updatePending(
  db: Kysely<DB>,
  id: number,
  changes: { step?: PendingSignInRow['step']; totp_secret?: string | null },
): Promise<void> {
  await db.updateTable('staff_pending_sign_in').set(changes).where('id', '=', id).execute();
}

/** Counts a wrong code; answers the attempts so far. */
export async function countPendingAttempt(db: Kysely<DB>, id: number): Promise<number> {
  const row = await db
    .updateTable('staff_pending_sign_in')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('code_attempts')
    .executeTakeFirst();
  return row?.code_attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function deletePending(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('staff_pending_sign_in').where('id', '=', id).execute();
}

export async function deletePendingOf(db: Kysely<DB>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_pending_sign_in').where('staff_id', '=', staffId).execute();
}

/** Housekeeping: a realm's sessions idle or open past the longest its accounts may have. */
export async function deleteExpiredSessions(
  db: Kysely<DB>,
  realm: SignInRealm,
  idleBefore: string,
  createdBefore: string,
): Promise<number> {
  const sessions = await db
    .deleteFrom('staff_session')
    .where('realm', '=', realm)
    .where((eb) =>
      eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]),
    )
    .executeTakeFirst();
  return Number(sessions.numDeletedRows);
}

/** Housekeeping: half-done sign-ins past their end. */
export async function deleteExpiredPending(db: Kysely<DB>, now: string): Promise<number> {
  const pending = await db
    .deleteFrom('staff_pending_sign_in')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(pending.numDeletedRows);
}
