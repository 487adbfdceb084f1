import {
  FundraisingErrors,
  FundraisingText,
  type CampaignSummary,
  type CreateCampaignRequest,
  type LeaderCampaign,
  type LeaderCampaignList,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import { editionById, isKnownMarket } from '../../market/index.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  campaignSlugTaken,
  campaignsOf,
  findCampaignOf,
  insertCampaign,
  setLeaderboardHidden,
  type CampaignWithPlace,
} from '../repositories/campaign-repo.ts';
import { findGroup } from '../repositories/group-repo.ts';
import { progressOf } from '../repositories/sale-repo.ts';
import { sellerCounts, sellersWithSales } from '../repositories/seller-repo.ts';
import { summaryOf, termColumns } from './campaign-view.ts';
import { unusedSlug } from './slugs.ts';

export const campaignNotFound = () =>
  new HttpError(FundraisingErrors.campaignNotFound, FundraisingText.campaignNotFound);

/** FUNDRAISING-2: an organisation's campaigns with their progress, the latest first. */
export async function campaignSummaries(
  db: Kysely<DB>,
  organisationId: number,
  now = new Date(),
): Promise<CampaignSummary[]> {
  const campaigns = await campaignsOf(db, organisationId);
  const ids = campaigns.map((campaign) => campaign.id);
  const [progress, counts] = await Promise.all([progressOf(db, ids), sellerCounts(db, ids)]);
  return campaigns.map((campaign) =>
    summaryOf(campaign, {
      progress: progress.get(campaign.id),
      sellerCount: counts.get(campaign.id),
      now,
    }),
  );
}

/**
 * FUNDRAISING-2: an operator gives a group a campaign in an edition of its market, with its days,
 * goal, what it sells and the commission; audited.
 */
export async function createCampaign(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  groupId: number,
  input: CreateCampaignRequest,
  now = new Date(),
): Promise<CampaignSummary> {
  const group = await findGroup(db, groupId);
  if (!group) throw new HttpError(FundraisingErrors.groupNotFound, FundraisingText.groupNotFound);
  if (!(await isKnownMarket(db, input.marketId)))
    throw new HttpError(FundraisingErrors.invalidMarket, FundraisingText.invalidMarket);
  const edition = await editionById(db, input.editionId);
  if (edition?.market_id !== input.marketId)
    throw new HttpError(FundraisingErrors.invalidEdition, FundraisingText.invalidEdition);
  const slug = await unusedSlug((candidate) => campaignSlugTaken(db, candidate));
  const id = await db.transaction().execute(async (trx) => {
    const campaign = await insertCampaign(trx, {
      organisation_id: group.id,
      slug,
      ...termColumns(input),
      market_id: input.marketId,
      edition_id: input.editionId,
      created_at: now.toISOString(),
    });
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingCampaign.create',
      objectType: 'fundraisingCampaign',
      objectId: campaign.id,
      before: null,
      after: { organisationId: group.id, slug, ...input },
      now,
    });
    return campaign.id;
  });
  const made = await findCampaignOf(db, group.id, id);
  if (!made) throw new Error(`The campaign ${id} just made is missing`);
  return summaryOf(made, { now });
}

/** FUNDRAISING-3: a campaign of the leader's group, or the 404 of one that does not exist. */
export async function leadersCampaign(
  db: Kysely<DB>,
  business: BusinessUser,
  campaignId: number,
): Promise<CampaignWithPlace> {
  const campaign = await findCampaignOf(db, business.organisationId, campaignId);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/** FUNDRAISING-2: the campaigns of the leader's group. */
export async function leaderCampaigns(
  db: Kysely<DB>,
  business: BusinessUser,
): Promise<LeaderCampaignList> {
  const group = await findGroup(db, business.organisationId);
  if (!group) return { groupName: '', campaigns: [] };
  return { groupName: group.name, campaigns: await campaignSummaries(db, group.id) };
}

/** FUNDRAISING-3, FUNDRAISING-4: one campaign of the leader's group with its sellers and their sales. */
export async function leaderCampaign(
  db: Kysely<DB>,
  business: BusinessUser,
  campaignId: number,
  now = new Date(),
): Promise<LeaderCampaign> {
  const campaign = await leadersCampaign(db, business, campaignId);
  const [group, sellers, progress] = await Promise.all([
    findGroup(db, business.organisationId),
    sellersWithSales(db, campaign.id),
    progressOf(db, [campaign.id]),
  ]);
  return {
    ...summaryOf(campaign, {
      progress: progress.get(campaign.id),
      sellerCount: sellers.length,
      now,
    }),
    groupName: group?.name ?? '',
    sellers: sellers.map((seller) => ({
      id: seller.id,
      slug: seller.slug,
      displayName: seller.display_name,
      sales: seller.sales,
      amountCents: seller.amount_cents,
      createdAt: seller.created_at,
    })),
  };
}

/** FUNDRAISING-5: the leader hides the public leaderboard, or shows it again; audited. */
export async function setLeaderboard(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  campaignId: number,
  hidden: boolean,
  now = new Date(),
): Promise<LeaderCampaign> {
  await db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, campaignId);
    await setLeaderboardHidden(trx, campaign.id, hidden);
    await recordStaffAction(trx, {
      ...origin,
      action: hidden
        ? 'fundraisingCampaign.hideLeaderboard'
        : 'fundraisingCampaign.showLeaderboard',
      objectType: 'fundraisingCampaign',
      objectId: campaign.id,
      before: { leaderboardHidden: campaign.leaderboard_hidden === 1 },
      after: { leaderboardHidden: hidden },
      now,
    });
  });
  return leaderCampaign(db, business, campaignId, now);
}
