import type { OrganisationGridQuery } from '@citybook/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { OrganisationRow } from './organisation-repo.ts';

/** The console's grid of organisations (MERCHANT-1), with how many locations and people each has. */
export async function organisationGridPage(
  db: Kysely<DB>,
  query: OrganisationGridQuery,
): Promise<{
  rows: (OrganisationRow & { location_count: number; people_count: number })[];
  total: number;
}> {
  // FUNDRAISING-1: fundraising groups have screens of their own.
  let base = db.selectFrom('business_organisation').where('kind', '=', 'merchant');
  if (query.filter) {
    const pattern = `%${query.filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`lower(business_organisation.name) like ${pattern} escape '\\'`);
  }
  const sortColumn = query.sort === 'name' ? 'business_organisation.name' : 'created_at';
  const [rows, count] = await Promise.all([
    base
      .selectAll('business_organisation')
      .select((eb) => [
        eb
          .selectFrom('merchant')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('merchant.organisation_id', '=', 'business_organisation.id')
          .as('location_count'),
        eb
          .selectFrom('staff_account')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('staff_account.organisation_id', '=', 'business_organisation.id')
          .as('people_count'),
      ])
      .orderBy(sortColumn, query.direction)
      .orderBy('business_organisation.id', query.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      location_count: Number(row.location_count ?? 0),
      people_count: Number(row.people_count ?? 0),
    })),
    total: Number(count.total),
  };
}

export interface PersonRow {
  id: number;
  email: string;
  role: string;
  disabled_at: string | null;
  must_change_password: number;
  last_sign_in_at: string | null;
  created_at: string;
}

/**
 * An organisation's people, oldest first, with the locations each counter staff member is given;
 * with `personId`, that person only if they are of the organisation (MERCHANT-13).
 */
export async function peopleOf(
  db: Kysely<DB>,
  organisationId: number,
  personId?: number,
): Promise<(PersonRow & { locationIds: number[] })[]> {
  let query = db
    .selectFrom('staff_account')
    .select([
      'id',
      'email',
      'role',
      'disabled_at',
      'must_change_password',
      'last_sign_in_at',
      'created_at',
    ])
    .where('organisation_id', '=', organisationId);
  if (personId !== undefined) query = query.where('id', '=', personId);
  const people = await query.orderBy('created_at').orderBy('id').execute();
  if (people.length === 0) return [];
  const given = await db
    .selectFrom('staff_account_location')
    .select(['staff_id', 'merchant_id'])
    .where(
      'staff_id',
      'in',
      people.map((person) => person.id),
    )
    .orderBy('merchant_id')
    .execute();
  return people.map((person) => ({
    ...person,
    locationIds: given.filter((g) => g.staff_id === person.id).map((g) => g.merchant_id),
  }));
}

export async function updateOrganisation(
  db: Kysely<DB>,
  id: number,
  change: { name?: string; disabled_at?: string | null },
): Promise<OrganisationRow> {
  return db
    .updateTable('business_organisation')
    .set((eb) => ({ ...change, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
