import type { Kysely, Selectable } from 'kysely';
import type { BusinessOrganisationTable, DB } from '../../../db/schema.ts';

export type OrganisationRow = Selectable<BusinessOrganisationTable>;
/** FUNDRAISING-1: a merchant's organisation, or a fundraising group. */
export type OrganisationKind = OrganisationRow['kind'];

export function findOrganisation(db: Kysely<DB>, id: number): Promise<OrganisationRow | undefined> {
  return db.selectFrom('business_organisation').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface LocationRow {
  id: number;
  title: string;
  address1: string;
  city: string;
}

/**
 * The locations a business's person works for (MERCHANT-1, MERCHANT-2): all of the organisation's
 * for a merchant admin; for counter staff, those of them they are given. Retired ones included:
 * their history stays theirs.
 */
export function locationsOf(
  db: Kysely<DB>,
  account: { id: number; organisation_id: number; role: string },
): Promise<LocationRow[]> {
  let query = db
    .selectFrom('merchant')
    .select(['merchant.id', 'merchant.title', 'merchant.address1', 'merchant.city'])
    .where('merchant.organisation_id', '=', account.organisation_id);
  if (account.role !== 'merchantAdmin')
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_account_location')
          .select('staff_account_location.merchant_id')
          .whereRef('staff_account_location.merchant_id', '=', 'merchant.id')
          .where('staff_account_location.staff_id', '=', account.id),
      ),
    );
  return query.orderBy('merchant.title').orderBy('merchant.id').execute();
}

export async function insertOrganisation(
  db: Kysely<DB>,
  row: {
    name: string;
    franchisor_id: number | null;
    created_at: string;
    kind?: OrganisationKind;
  },
): Promise<OrganisationRow> {
  return db
    .insertInto('business_organisation')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The merchants of these ids with the organisation each belongs to (missing ids are absent). */
export function merchantOwners(
  db: Kysely<DB>,
  merchantIds: readonly number[],
): Promise<{ id: number; title: string; organisation_id: number | null }[]> {
  if (merchantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('merchant')
    .select(['id', 'title', 'organisation_id'])
    .where('id', 'in', merchantIds)
    .execute();
}

export async function setLocationsOrganisation(
  db: Kysely<DB>,
  merchantIds: readonly number[],
  organisationId: number,
): Promise<void> {
  if (merchantIds.length === 0) return;
  await db
    .updateTable('merchant')
    .set({ organisation_id: organisationId })
    .where('id', 'in', merchantIds)
    .execute();
}

export async function giveLocations(
  db: Kysely<DB>,
  staffId: number,
  merchantIds: readonly number[],
): Promise<void> {
  if (merchantIds.length === 0) return;
  await db
    .insertInto('staff_account_location')
    .values(merchantIds.map((merchantId) => ({ staff_id: staffId, merchant_id: merchantId })))
    .execute();
}

/** The merchant id of each catalogue slug that has one. */
export async function merchantIdsBySlug(
  db: Kysely<DB>,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('merchant')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}
