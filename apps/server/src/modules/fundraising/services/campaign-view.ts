import {
  campaignStatusOn,
  dayIn,
  type CampaignSummary,
  type CreateCampaignRequest,
} from '@citybook/contract';
import type { CampaignRow, CampaignWithPlace } from '../repositories/campaign-repo.ts';

/** FUNDRAISING-2, FUNDRAISING-14: what an operator sets of a campaign, made or corrected. */
export type CampaignTerms = Omit<CreateCampaignRequest, 'marketId' | 'editionId'>;

/** A campaign's terms as its row's columns. */
export function termColumns(terms: CampaignTerms) {
  return {
    name: terms.name.trim(),
    starts_on: terms.startsOn,
    ends_on: terms.endsOn,
    goal_kind: terms.goalKind,
    goal_amount: terms.goalAmount,
    sells_memberships: terms.sellsMemberships ? 1 : 0,
    sells_codes: terms.sellsCodes ? 1 : 0,
    commission_basis_points: terms.commissionBasisPoints,
  };
}

/** A campaign's terms from its row. */
export function termsOf(campaign: CampaignRow): CampaignTerms {
  return {
    name: campaign.name,
    startsOn: campaign.starts_on,
    endsOn: campaign.ends_on,
    goalKind: campaign.goal_kind,
    goalAmount: campaign.goal_amount,
    sellsMemberships: campaign.sells_memberships === 1,
    sellsCodes: campaign.sells_codes === 1,
    commissionBasisPoints: campaign.commission_basis_points,
  };
}

export const NO_PROGRESS = { sales: 0, amountCents: 0 } as const;

/** FUNDRAISING-2, FUNDRAISING-6: a campaign as the console and its leader list it. */
export function summaryOf(
  campaign: CampaignWithPlace,
  facts: { progress?: { sales: number; amountCents: number }; sellerCount?: number; now: Date },
): CampaignSummary {
  const days = { startsOn: campaign.starts_on, endsOn: campaign.ends_on };
  return {
    id: campaign.id,
    slug: campaign.slug,
    ...termsOf(campaign),
    marketId: campaign.market_id,
    marketTitle: campaign.market_title,
    editionId: campaign.edition_id,
    editionName: campaign.edition_name,
    status: campaignStatusOn(days, dayIn(campaign.time_zone, facts.now)),
    leaderboardHidden: campaign.leaderboard_hidden === 1,
    sellerCount: facts.sellerCount ?? 0,
    progress: facts.progress ?? NO_PROGRESS,
  };
}
