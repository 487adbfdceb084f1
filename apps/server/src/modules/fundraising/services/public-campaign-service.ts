import {
  campaignStatusOn,
  dayIn,
  FundraisingErrors,
  FundraisingText,
  PUBLIC_LEADERBOARD_MAX,
  type PublicCampaign,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { findCampaignBySlug } from '../repositories/campaign-repo.ts';
import { progressOf } from '../repositories/sale-repo.ts';
import { findSellerBySlug, sellersWithSales } from '../repositories/seller-repo.ts';
import { NO_PROGRESS } from './campaign-view.ts';

/**
 * FUNDRAISING-5, FUNDRAISING-6, FUNDRAISING-8: a campaign's public page, built from names, days and
 * the counts of the attributed sales; never from a buyer's row.
 */
export async function publicCampaign(
  db: Kysely<DB>,
  slug: string,
  sellerSlug: string | undefined,
  now = new Date(),
): Promise<PublicCampaign> {
  const campaign = await findCampaignBySlug(db, slug);
  if (!campaign)
    throw new HttpError(FundraisingErrors.campaignNotFound, FundraisingText.publicCampaignNotFound);
  const seller =
    sellerSlug === undefined ? undefined : await findSellerBySlug(db, campaign.id, sellerSlug);
  if (sellerSlug !== undefined && !seller)
    throw new HttpError(FundraisingErrors.sellerNotFound, FundraisingText.publicSellerNotFound);
  const hidden = campaign.leaderboard_hidden === 1;
  const [progress, sellers] = await Promise.all([
    progressOf(db, [campaign.id]),
    hidden ? Promise.resolve([]) : sellersWithSales(db, campaign.id),
  ]);
  const days = { startsOn: campaign.starts_on, endsOn: campaign.ends_on };
  return {
    name: campaign.name,
    groupName: campaign.group_name,
    marketTitle: campaign.market_title,
    editionName: campaign.edition_name,
    ...days,
    // FUNDRAISING-15: a disabled group's campaign is not running, whatever its days.
    status:
      campaign.group_disabled_at === null
        ? campaignStatusOn(days, dayIn(campaign.time_zone, now))
        : 'stopped',
    goalKind: campaign.goal_kind,
    goalAmount: campaign.goal_amount,
    sellsMemberships: campaign.sells_memberships === 1,
    sellsCodes: campaign.sells_codes === 1,
    progress: progress.get(campaign.id) ?? NO_PROGRESS,
    leaderboard: hidden
      ? null
      : [...sellers]
          .sort((a, b) => b.sales - a.sales)
          .slice(0, PUBLIC_LEADERBOARD_MAX)
          .map((s) => ({ displayName: s.display_name, sales: s.sales })),
    seller: seller ? { displayName: seller.display_name ?? '' } : null,
  };
}
