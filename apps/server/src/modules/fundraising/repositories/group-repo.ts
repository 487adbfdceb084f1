import type { FundraisingGroupGridQuery, FundraisingGroupKind } from '@citybook/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface GroupRow {
  id: number;
  name: string;
  kind: FundraisingGroupKind;
  created_at: string;
  disabled_at: string | null;
}

export async function insertGroup(
  db: Kysely<DB>,
  organisationId: number,
  kind: FundraisingGroupKind,
): Promise<void> {
  await db
    .insertInto('fundraising_group')
    .values({ organisation_id: organisationId, group_kind: kind })
    .execute();
}

const groups = (db: Kysely<DB>) =>
  db
    .selectFrom('fundraising_group')
    .innerJoin(
      'business_organisation',
      'business_organisation.id',
      'fundraising_group.organisation_id',
    )
    .where('business_organisation.kind', '=', 'fundraisingGroup');

const groupColumns = [
  'business_organisation.id',
  'business_organisation.name',
  'fundraising_group.group_kind as kind',
  'business_organisation.created_at',
  'business_organisation.disabled_at',
] as const;

/** FUNDRAISING-1: a fundraising group by its organisation's id; undefined for any other id. */
export function findGroup(db: Kysely<DB>, id: number): Promise<GroupRow | undefined> {
  return groups(db)
    .select(groupColumns)
    .where('business_organisation.id', '=', id)
    .executeTakeFirst();
}

/** The console's grid of groups, with how many campaigns and leaders each has. */
export async function groupGridPage(
  db: Kysely<DB>,
  query: FundraisingGroupGridQuery,
): Promise<{
  rows: (GroupRow & { campaign_count: number; leader_count: number })[];
  total: number;
}> {
  let base = groups(db);
  if (query.filter) {
    const pattern = `%${query.filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`lower(business_organisation.name) like ${pattern} escape '\\'`);
  }
  const sortColumn =
    query.sort === 'name' ? 'business_organisation.name' : 'business_organisation.created_at';
  const [rows, count] = await Promise.all([
    base
      .select(groupColumns)
      .select((eb) => [
        eb
          .selectFrom('fundraising_campaign')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('fundraising_campaign.organisation_id', '=', 'business_organisation.id')
          .as('campaign_count'),
        eb
          .selectFrom('staff_account')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('staff_account.organisation_id', '=', 'business_organisation.id')
          .as('leader_count'),
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
      campaign_count: Number(row.campaign_count ?? 0),
      leader_count: Number(row.leader_count ?? 0),
    })),
    total: Number(count.total),
  };
}
