import { campaignStatusOn, dayIn, type CampaignSummary } from '@citybook/contract';
import type { CampaignWithPlace } from '../repositories/campaign-repo.ts';

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
    name: campaign.name,
    marketId: campaign.market_id,
    marketTitle: campaign.market_title,
    editionId: campaign.edition_id,
    editionName: campaign.edition_name,
    ...days,
    status: campaignStatusOn(days, dayIn(campaign.time_zone, facts.now)),
    goalKind: campaign.goal_kind,
    goalAmount: campaign.goal_amount,
    sellsMemberships: campaign.sells_memberships === 1,
    sellsCodes: campaign.sells_codes === 1,
    commissionBasisPoints: campaign.commission_basis_points,
    leaderboardHidden: campaign.leaderboard_hidden === 1,
    sellerCount: facts.sellerCount ?? 0,
    progress: facts.progress ?? NO_PROGRESS,
  };
}
