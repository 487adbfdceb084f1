import {
  CAMPAIGN_SELLERS_MAX,
  FundraisingErrors,
  FundraisingText,
  type CampaignSeller,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  findSeller,
  insertSeller,
  removeSeller as eraseSeller,
  renameSeller as renameSellerRow,
  sellerCounts,
  sellerSlugTaken,
  sellersWithSales,
  type SellerRow,
} from '../repositories/seller-repo.ts';
import { leadersCampaign } from './campaign-service.ts';
import { unusedSlug } from './slugs.ts';

/*
 * FUNDRAISING-3, FUNDRAISING-8: sellers are display names. The audit log records which seller of
 * which campaign a leader added, renamed or removed, never the name: what the seller table forgets
 * on removal, no other table keeps.
 */

const sellerNotFound = () =>
  new HttpError(FundraisingErrors.sellerNotFound, FundraisingText.sellerNotFound);

async function sellerWithSales(db: Kysely<DB>, seller: SellerRow): Promise<CampaignSeller> {
  const found = (await sellersWithSales(db, seller.campaign_id)).find((s) => s.id === seller.id);
  return {
    id: seller.id,
    slug: seller.slug,
    displayName: seller.display_name ?? '',
    sales: found?.sales ?? 0,
    amountCents: found?.amount_cents ?? 0,
    createdAt: seller.created_at,
  };
}

/** FUNDRAISING-3, FUNDRAISING-4: the leader adds a seller by display name; they get a random link. */
export async function addSeller(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  campaignId: number,
  displayName: string,
  now = new Date(),
): Promise<CampaignSeller> {
  const seller = await db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, campaignId);
    const count = (await sellerCounts(trx, [campaign.id])).get(campaign.id) ?? 0;
    if (count >= CAMPAIGN_SELLERS_MAX)
      throw new HttpError(FundraisingErrors.sellersFull, FundraisingText.sellersFull);
    const slug = await unusedSlug((candidate) => sellerSlugTaken(trx, campaign.id, candidate));
    const added = await insertSeller(trx, {
      campaign_id: campaign.id,
      slug,
      display_name: displayName.trim(),
      now: now.toISOString(),
    });
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingSeller.add',
      objectType: 'fundraisingSeller',
      objectId: added.id,
      before: null,
      after: { campaignId: campaign.id, slug },
      now,
    });
    return added;
  });
  return sellerWithSales(db, seller);
}

/** FUNDRAISING-3: a new display name; the link stays. */
export async function renameSeller(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  ids: { campaignId: number; sellerId: number },
  displayName: string,
  now = new Date(),
): Promise<CampaignSeller> {
  const seller = await db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, ids.campaignId);
    const before = await findSeller(trx, campaign.id, ids.sellerId);
    if (!before) throw sellerNotFound();
    const renamed = await renameSellerRow(trx, before.id, displayName.trim(), now.toISOString());
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingSeller.rename',
      objectType: 'fundraisingSeller',
      objectId: before.id,
      before: { campaignId: campaign.id, slug: before.slug },
      after: { campaignId: campaign.id, slug: before.slug },
      now,
    });
    return renamed;
  });
  return sellerWithSales(db, seller);
}

/**
 * FUNDRAISING-3: removes a seller: the name is erased and the link stops working; the sales
 * attributed to them still count toward the campaign.
 */
export async function removeSeller(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  ids: { campaignId: number; sellerId: number },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, ids.campaignId);
    const seller = await findSeller(trx, campaign.id, ids.sellerId);
    if (!seller) throw sellerNotFound();
    await eraseSeller(trx, seller.id, now.toISOString());
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingSeller.remove',
      objectType: 'fundraisingSeller',
      objectId: seller.id,
      before: { campaignId: campaign.id, slug: seller.slug },
      after: null,
      now,
    });
  });
}
