import { campaignStatusOn, dayIn } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { findCampaignBySlug } from '../repositories/campaign-repo.ts';
import { insertSaleAttribution } from '../repositories/sale-repo.ts';
import { findSellerBySlug } from '../repositories/seller-repo.ts';

/** The campaign link a purchase came through (FUNDRAISING-7). */
export interface CampaignLink {
  campaignSlug: string;
  sellerSlug?: string | undefined;
}

/**
 * FUNDRAISING-6, FUNDRAISING-7: attributes a membership paid by card to the campaign of the link
 * (and its seller, when the link names one still in the campaign), in the transaction that records
 * the charge, once per ledger row (`payment:<id>` is unique). A campaign that is unknown, not
 * running on its market's day, of a disabled group, or not selling memberships gets nothing: the purchase stands.
 * Answers whether it was attributed.
 */
export async function attributeMembershipPurchase(
  trx: Kysely<DB>,
  link: CampaignLink,
  payment: { id: number; amountCents: number; currency: string },
  now = new Date(),
): Promise<boolean> {
  const campaign = await findCampaignBySlug(trx, link.campaignSlug);
  if (!campaign || campaign.sells_memberships !== 1) return false;
  // FUNDRAISING-15: a disabled group's campaign counts nothing, as an ended one.
  if (campaign.group_disabled_at !== null) return false;
  const days = { startsOn: campaign.starts_on, endsOn: campaign.ends_on };
  if (campaignStatusOn(days, dayIn(campaign.time_zone, now)) !== 'running') return false;
  const seller =
    link.sellerSlug === undefined
      ? undefined
      : await findSellerBySlug(trx, campaign.id, link.sellerSlug);
  await insertSaleAttribution(trx, {
    campaign_id: campaign.id,
    seller_id: seller?.id ?? null,
    kind: 'digital',
    amount_cents: payment.amountCents,
    currency: payment.currency.toUpperCase(),
    reference: `payment:${String(payment.id)}`,
    created_at: now.toISOString(),
  });
  return true;
}
