import { normalizeEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  // No account's email holds a NUL character, and PostgreSQL text cannot even be compared to one.
  if (email.includes('\u0000')) return undefined;
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function setUserMarket(
  db: Kysely<DB>,
  userId: number,
  marketId: number,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ market_id: marketId, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
