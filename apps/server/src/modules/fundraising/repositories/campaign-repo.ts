import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, FundraisingCampaignTable } from '../../../db/schema.ts';

export type CampaignRow = Selectable<FundraisingCampaignTable>;

/** A campaign with what its summary shows of its market and edition. */
export type CampaignWithPlace = CampaignRow & {
  market_title: string;
  time_zone: string;
  edition_name: string;
};

export async function insertCampaign(
  db: Kysely<DB>,
  row: Insertable<FundraisingCampaignTable>,
): Promise<CampaignRow> {
  return db.insertInto('fundraising_campaign').values(row).returningAll().executeTakeFirstOrThrow();
}

const withPlace = (db: Kysely<DB>) =>
  db
    .selectFrom('fundraising_campaign')
    .innerJoin('market', 'market.id', 'fundraising_campaign.market_id')
    .innerJoin('edition', 'edition.id', 'fundraising_campaign.edition_id')
    .selectAll('fundraising_campaign')
    .select(['market.title as market_title', 'market.time_zone', 'edition.name as edition_name']);

/** The campaigns of an organisation, the latest first. */
export function campaignsOf(db: Kysely<DB>, organisationId: number): Promise<CampaignWithPlace[]> {
  return withPlace(db)
    .where('fundraising_campaign.organisation_id', '=', organisationId)
    .orderBy('fundraising_campaign.starts_on', 'desc')
    .orderBy('fundraising_campaign.id', 'desc')
    .execute();
}

/**
 * FUNDRAISING-3: a campaign of this organisation; another organisation's is undefined, like one
 * that does not exist.
 */
export function findCampaignOf(
  db: Kysely<DB>,
  organisationId: number,
  campaignId: number,
): Promise<CampaignWithPlace | undefined> {
  return withPlace(db)
    .where('fundraising_campaign.id', '=', campaignId)
    .where('fundraising_campaign.organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** FUNDRAISING-5: a campaign by the random part of its public link, with its group's name. */
export function findCampaignBySlug(
  db: Kysely<DB>,
  slug: string,
): Promise<
  (CampaignWithPlace & { group_name: string; group_disabled_at: string | null }) | undefined
> {
  return withPlace(db)
    .innerJoin(
      'business_organisation',
      'business_organisation.id',
      'fundraising_campaign.organisation_id',
    )
    .select([
      'business_organisation.name as group_name',
      // FUNDRAISING-15: a disabled group's campaigns are not running.
      'business_organisation.disabled_at as group_disabled_at',
    ])
    .where('fundraising_campaign.slug', '=', slug)
    .executeTakeFirst();
}

export async function campaignSlugTaken(db: Kysely<DB>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('fundraising_campaign')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setLeaderboardHidden(
  db: Kysely<DB>,
  campaignId: number,
  hidden: boolean,
): Promise<void> {
  await db
    .updateTable('fundraising_campaign')
    .set({ leaderboard_hidden: hidden ? 1 : 0, revision: sql<number>`revision + 1` })
    .where('id', '=', campaignId)
    .execute();
}

/** The columns an operator's edit changes (FUNDRAISING-14): never the group, market or edition. */
export type CampaignEdit = Pick<
  Updateable<FundraisingCampaignTable>,
  | 'name'
  | 'starts_on'
  | 'ends_on'
  | 'goal_kind'
  | 'goal_amount'
  | 'sells_memberships'
  | 'sells_codes'
  | 'commission_basis_points'
  | 'leaderboard_hidden'
>;

/**
 * FUNDRAISING-14: writes an operator's edit and moves the revision on, when the campaign still has
 * `revision`; false when someone changed it since.
 */
export async function updateCampaign(
  db: Kysely<DB>,
  campaignId: number,
  revision: number,
  columns: CampaignEdit,
): Promise<boolean> {
  const result = await db
    .updateTable('fundraising_campaign')
    .set({ ...columns, revision: sql<number>`revision + 1` })
    .where('id', '=', campaignId)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** FUNDRAISING-14: whether a sale was attributed to the campaign, and whether a payout was recorded. */
export async function campaignCounted(
  db: Kysely<DB>,
  campaignId: number,
): Promise<{ hasSales: boolean; hasPayouts: boolean }> {
  const sale = await db
    .selectFrom('fundraising_sale')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .limit(1)
    .executeTakeFirst();
  const payout = await db
    .selectFrom('fundraising_payout')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .limit(1)
    .executeTakeFirst();
  return { hasSales: sale !== undefined, hasPayouts: payout !== undefined };
}
