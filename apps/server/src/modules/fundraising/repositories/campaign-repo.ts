import type { Insertable, Kysely, Selectable } from 'kysely';
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
): Promise<(CampaignWithPlace & { group_name: string }) | undefined> {
  return withPlace(db)
    .innerJoin(
      'business_organisation',
      'business_organisation.id',
      'fundraising_campaign.organisation_id',
    )
    .select('business_organisation.name as group_name')
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
    .set({ leaderboard_hidden: hidden ? 1 : 0 })
    .where('id', '=', campaignId)
    .execute();
}
