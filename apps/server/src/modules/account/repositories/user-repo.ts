import { normalizeEmail, type ContactDetails } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, NewUser, UserRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';

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

/**
 * Creates an account and returns its id; undefined when the email already has one. The unique
 * email decides between two sign-ups (or imports) of one email at the same moment.
 */
export async function insertUserUnlessTaken(
  db: Kysely<DB>,
  user: NewUser,
): Promise<number | undefined> {
  const row = await db
    .insertInto('app_user')
    .values(user)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Deletes the account; its sessions and password tokens go with the row (ON DELETE CASCADE). */
export async function deleteUser(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('app_user').where('id', '=', userId).execute();
}

/** A new password: the account is unlocked and no longer waits for a password of its own. */
export async function setPasswordHash(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      must_set_password: 0,
      failed_logins: 0,
      locked_until: null,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The member's email and contact details (ACCOUNT-14 profile). */
export async function setContactDetails(
  db: Kysely<DB>,
  userId: number,
  email: string,
  { firstName, lastName, phone, postalCode }: ContactDetails,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      email,
      first_name: firstName,
      last_name: lastName,
      phone,
      postal_code: postalCode,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
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
