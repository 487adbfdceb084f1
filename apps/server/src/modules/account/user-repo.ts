import { normalizeEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
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
