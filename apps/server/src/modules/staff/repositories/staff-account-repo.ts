import type { StaffGridQuery, StaffRole } from '@citybook/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText } from './contains-text.ts';
import type { DB, StaffAccountTable } from '../../../db/schema.ts';

export type StaffAccountRow = Selectable<StaffAccountTable>;

export function findStaffByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_account').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Kysely<DB>, id: number): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Reads the row for an update in the same transaction (PostgreSQL locks it; SQLite writes one at a time). */
export function findStaffForUpdate(
  db: Kysely<DB>,
  id: number,
  dialect: 'sqlite' | 'postgres',
): Promise<StaffAccountRow | undefined> {
  // An owner changes the publisher's staff only (ADR 0046): a business's account is not found.
  const query = db
    .selectFrom('staff_account')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', 'is', null);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Inserts an account; undefined when the e-mail has one already. */
export async function insertStaff(
  db: Kysely<DB>,
  row: Insertable<StaffAccountTable>,
): Promise<StaffAccountRow | undefined> {
  return db
    .insertInto('staff_account')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateStaff(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<StaffAccountTable>,
): Promise<StaffAccountRow> {
  return db
    .updateTable('staff_account')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes a TOTP time step for the account when it is later than the last one taken: false when
 * it was taken already (a replayed code), also by a request racing this one.
 */
export async function takeTotpStep(db: Kysely<DB>, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const SORT_COLUMNS = {
  email: 'email',
  role: 'role',
  createdAt: 'created_at',
  lastSignInAt: 'last_sign_in_at',
} as const;

/** One page of the owners' staff grid (OPERATOR-9): filtered, sorted and paged here. */
export async function staffGridPage(
  db: Kysely<DB>,
  query: StaffGridQuery,
): Promise<{ rows: StaffAccountRow[]; total: number }> {
  // Only the publisher's staff: a business's people are its admins' to manage (ADR 0046).
  let filtered = db.selectFrom('staff_account').where('organisation_id', 'is', null);
  if (query.filter) filtered = filtered.where(containsText('email', query.filter.toLowerCase()));
  if (query.role) filtered = filtered.where('role', '=', query.role satisfies StaffRole);
  if (query.disabled !== undefined)
    filtered = filtered.where('disabled_at', query.disabled ? 'is not' : 'is', null);
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort], query.direction)
    .orderBy('id', query.direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}
