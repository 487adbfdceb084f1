import {
  dayIn,
  formatActivationCode,
  FundraisingErrors,
  FundraisingText,
  FUNDRAISING_CURRENCY,
  type CampaignBatch,
  type CampaignSales,
  type CodeSale,
  type ConsoleCampaign,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  activeSellers,
  availableBatches,
  batchesOf,
  campaignCode,
  codesByIds,
  deleteSale,
  findBatch,
  findCampaign,
  findCodeSale,
  insertCampaignBatch,
  insertSaleOnce,
  saleByReference,
  salesOf,
  type BatchRow,
} from '../repositories/code-sale-repo.ts';
import { campaignCounted } from '../repositories/campaign-repo.ts';
import { progressOf } from '../repositories/sale-repo.ts';
import { findSeller, sellerCounts } from '../repositories/seller-repo.ts';
import { summaryOf } from './campaign-view.ts';
import { campaignNotFound, leadersCampaign } from './campaign-service.ts';

const CODE_REFERENCE = 'code:';
const codeReference = (codeId: number) => `${CODE_REFERENCE}${String(codeId)}`;

const batchView = (batch: BatchRow): CampaignBatch => ({
  id: batch.id,
  label: batch.label,
  count: batch.count,
  voided: batch.voided_at !== null,
});

/** "Maya R.", or what stands for a sale of no seller's (or a removed one's); no full stop after. */
const sellerWords = (sellerId: number | null, name: string | null | undefined) =>
  sellerId === null ? 'the group itself, with no seller' : (name ?? 'a seller since removed');

/**
 * FUNDRAISING-11: the campaign's sales by seller (every seller still in it, then the group's own
 * and removed sellers' sales), by the market's day, and its code sales. Counts and amounts only.
 */
export async function campaignSales(
  db: Kysely<DB>,
  campaign: { id: number; time_zone: string },
): Promise<CampaignSales> {
  const [sales, sellers] = await Promise.all([
    salesOf(db, campaign.id),
    activeSellers(db, campaign.id),
  ]);
  const bySeller = new Map<
    string,
    { sellerId: number | null; displayName: string | null; sales: number; amountCents: number }
  >();
  for (const seller of sellers)
    bySeller.set(String(seller.id), {
      sellerId: seller.id,
      displayName: seller.display_name,
      sales: 0,
      amountCents: 0,
    });
  const byDay = new Map<string, { day: string; sales: number; amountCents: number }>();
  for (const sale of sales) {
    const key = String(sale.seller_id);
    const line = bySeller.get(key) ?? {
      sellerId: sale.seller_id,
      displayName: sale.display_name ?? null,
      sales: 0,
      amountCents: 0,
    };
    line.sales += 1;
    line.amountCents += sale.amount_cents;
    bySeller.set(key, line);
    const day = dayIn(campaign.time_zone, new Date(sale.created_at));
    const dayLine = byDay.get(day) ?? { day, sales: 0, amountCents: 0 };
    dayLine.sales += 1;
    dayLine.amountCents += sale.amount_cents;
    byDay.set(day, dayLine);
  }
  const codeRows = sales.filter((sale) => sale.kind === 'code');
  const codes = await codesByIds(
    db,
    codeRows.map((sale) => Number(sale.reference.slice(CODE_REFERENCE.length))),
  );
  return {
    bySeller: [...bySeller.values()].sort(
      (a, b) =>
        b.sales - a.sales ||
        Number(a.sellerId === null) - Number(b.sellerId === null) ||
        (a.displayName ?? '').localeCompare(b.displayName ?? ''),
    ),
    byDay: [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day)),
    timeZone: campaign.time_zone,
    codeSales: codeRows.map((sale) => ({
      id: sale.id,
      code: formatActivationCode(
        codes.get(Number(sale.reference.slice(CODE_REFERENCE.length))) ?? '',
      ),
      sellerId: sale.seller_id,
      sellerName: sale.display_name ?? null,
      amountCents: sale.amount_cents,
      createdAt: sale.created_at,
    })),
  };
}

/** FUNDRAISING-11: the leader's view of their campaign's sales. */
export async function leaderCampaignSales(
  db: Kysely<DB>,
  business: BusinessUser,
  campaignId: number,
): Promise<CampaignSales> {
  return campaignSales(db, await leadersCampaign(db, business, campaignId));
}

/**
 * FUNDRAISING-10: the leader records a cash or paper-book sale: a code of a batch given to the
 * campaign (not voided), a seller of it or none, and what the group charged. Each code once: the
 * sale's reference `code:<id>` is unique, so of two assignments at once one is recorded and the
 * other told by which seller it was. Written with its audit row in one transaction.
 */
export async function recordCodeSale(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  campaignId: number,
  input: { code: string; sellerId: number | null; amountCents: number },
  now = new Date(),
): Promise<CodeSale> {
  return db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, campaignId);
    const seller =
      input.sellerId === null ? null : await findSeller(trx, campaign.id, input.sellerId);
    if (input.sellerId !== null && !seller)
      throw new HttpError(FundraisingErrors.sellerNotFound, FundraisingText.sellerNotFound);
    const code = await campaignCode(trx, campaign.id, input.code);
    if (!code)
      throw new HttpError(FundraisingErrors.codeNotInCampaign, FundraisingText.codeNotInCampaign);
    const reference = codeReference(code.id);
    const sale = await insertSaleOnce(trx, {
      campaign_id: campaign.id,
      seller_id: seller?.id ?? null,
      kind: 'code',
      amount_cents: input.amountCents,
      currency: FUNDRAISING_CURRENCY,
      reference,
      created_at: now.toISOString(),
    });
    if (!sale) {
      const earlier = await saleByReference(trx, reference);
      throw new HttpError(
        FundraisingErrors.codeSaleRecorded,
        `This code was recorded already, for ${sellerWords(earlier?.seller_id ?? null, earlier?.display_name)} (each code counts once).`,
      );
    }
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingSale.recordCode',
      objectType: 'fundraisingSale',
      objectId: sale.id,
      before: null,
      after: {
        campaignId: campaign.id,
        reference,
        sellerId: sale.seller_id,
        amountCents: sale.amount_cents,
      },
      now,
    });
    return {
      id: sale.id,
      code: formatActivationCode(code.code),
      sellerId: sale.seller_id,
      sellerName: seller?.display_name ?? null,
      amountCents: sale.amount_cents,
      createdAt: sale.created_at,
    };
  });
}

/** FUNDRAISING-10: the leader undoes a code sale recorded by mistake; audited. */
export async function undoCodeSale(
  db: Kysely<DB>,
  business: BusinessUser,
  origin: ChangeOrigin,
  params: { campaignId: number; saleId: number },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const campaign = await leadersCampaign(trx, business, params.campaignId);
    const sale = await findCodeSale(trx, campaign.id, params.saleId);
    if (!sale)
      throw new HttpError(FundraisingErrors.codeSaleNotFound, FundraisingText.codeSaleNotFound);
    await deleteSale(trx, sale.id);
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingSale.undoCode',
      objectType: 'fundraisingSale',
      objectId: sale.id,
      before: {
        campaignId: campaign.id,
        reference: sale.reference,
        sellerId: sale.seller_id,
        amountCents: sale.amount_cents,
      },
      after: null,
      now,
    });
  });
}

/** FUNDRAISING-10, FUNDRAISING-11: a campaign as the operator sees it. */
export async function consoleCampaign(
  db: Kysely<DB>,
  campaignId: number,
  now = new Date(),
): Promise<ConsoleCampaign> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw campaignNotFound();
  const [progress, counts, given, available, sales, counted] = await Promise.all([
    progressOf(db, [campaign.id]),
    sellerCounts(db, [campaign.id]),
    batchesOf(db, campaign.id),
    availableBatches(db, campaign.edition_id),
    campaignSales(db, campaign),
    campaignCounted(db, campaign.id),
  ]);
  return {
    ...summaryOf(campaign, {
      progress: progress.get(campaign.id),
      sellerCount: counts.get(campaign.id),
      now,
    }),
    organisationId: campaign.organisation_id,
    groupName: campaign.group_name,
    revision: campaign.revision,
    commissionLocked: counted.hasSales || counted.hasPayouts,
    hasSales: counted.hasSales,
    batches: given.map(batchView),
    availableBatches: available.map(batchView),
    sales,
  };
}

/**
 * FUNDRAISING-10: an operator gives the campaign a code batch of its edition that is not voided;
 * a batch goes to one campaign only (a second gift answers 409). Audited.
 */
export async function giveCampaignBatch(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  campaignId: number,
  batchId: number,
  now = new Date(),
): Promise<ConsoleCampaign> {
  await db.transaction().execute(async (trx) => {
    const campaign = await findCampaign(trx, campaignId);
    if (!campaign) throw campaignNotFound();
    const batch = await findBatch(trx, batchId);
    if (!batch || batch.voided_at !== null || batch.edition_id !== campaign.edition_id)
      throw new HttpError(
        FundraisingErrors.invalidCampaignBatch,
        FundraisingText.invalidCampaignBatch,
      );
    const given = await insertCampaignBatch(trx, {
      code_batch_id: batch.id,
      campaign_id: campaign.id,
      created_at: now.toISOString(),
    });
    if (!given)
      throw new HttpError(FundraisingErrors.campaignBatchTaken, FundraisingText.campaignBatchTaken);
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingCampaign.giveBatch',
      objectType: 'fundraisingCampaign',
      objectId: campaign.id,
      before: null,
      after: { batchId: batch.id, label: batch.label },
      now,
    });
  });
  return consoleCampaign(db, campaignId, now);
}
