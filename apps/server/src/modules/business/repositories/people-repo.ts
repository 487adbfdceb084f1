import { PostgresAdapter, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { giveLocations } from './organisation-repo.ts';

/*
 * A merchant admin's changes to their organisation's people (MERCHANT-13): the organisation's row
 * is the lock, so two admins changing people at once cannot leave it without an admin.
 */

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Takes the organisation's row for the rest of the transaction (PostgreSQL locks it; SQLite writes
 * one transaction at a time).
 */
export async function lockOrganisation(trx: Kysely<DB>, organisationId: number): Promise<void> {
  const query = trx
    .selectFrom('business_organisation')
    .select('id')
    .where('id', '=', organisationId);
  await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** The organisation's active admins: enabled, with a password of their own. */
export async function activeAdminIds(trx: Kysely<DB>, organisationId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('staff_account')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('role', '=', 'merchantAdmin')
    .where('disabled_at', 'is', null)
    .where('must_change_password', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** Gives a person exactly these locations (none for a merchant admin, who has them all). */
export async function replaceLocations(
  trx: Kysely<DB>,
  staffId: number,
  merchantIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('staff_account_location').where('staff_id', '=', staffId).execute();
  await giveLocations(trx, staffId, merchantIds);
}
