import type { Insertable, Kysely } from 'kysely';
import type { DB, FundraisingSaleTable } from '../../../db/schema.ts';
import type { CampaignWithPlace } from './campaign-repo.ts';

/*
 * FUNDRAISING-10: the code batches given to a campaign and the sales recorded with their codes;
 * FUNDRAISING-11: the campaign's sales as the progress lists them (counts and amounts, no buyer).
 */

/** A campaign by id, whatever its group, with its group's name (the operator's view). */
export function findCampaign(
  db: Kysely<DB>,
  campaignId: number,
): Promise<(CampaignWithPlace & { group_name: string }) | undefined> {
  return db
    .selectFrom('fundraising_campaign')
    .innerJoin('market', 'market.id', 'fundraising_campaign.market_id')
    .innerJoin('edition', 'edition.id', 'fundraising_campaign.edition_id')
    .innerJoin(
      'business_organisation',
      'business_organisation.id',
      'fundraising_campaign.organisation_id',
    )
    .selectAll('fundraising_campaign')
    .select([
      'market.title as market_title',
      'market.time_zone',
      'edition.name as edition_name',
      'business_organisation.name as group_name',
    ])
    .where('fundraising_campaign.id', '=', campaignId)
    .executeTakeFirst();
}

const batchColumns = [
  'code_batch.id',
  'code_batch.label',
  'code_batch.count',
  'code_batch.voided_at',
] as const;

export type BatchRow = { id: number; label: string; count: number; voided_at: string | null };

/** The batches given to the campaign, in the order given. */
export function batchesOf(db: Kysely<DB>, campaignId: number): Promise<BatchRow[]> {
  return db
    .selectFrom('fundraising_campaign_batch')
    .innerJoin('code_batch', 'code_batch.id', 'fundraising_campaign_batch.code_batch_id')
    .select(batchColumns)
    .where('fundraising_campaign_batch.campaign_id', '=', campaignId)
    .orderBy('fundraising_campaign_batch.created_at')
    .orderBy('code_batch.id')
    .execute();
}

/** The edition's batches that are not voided and were given to no campaign, the latest first. */
export function availableBatches(db: Kysely<DB>, editionId: number): Promise<BatchRow[]> {
  return db
    .selectFrom('code_batch')
    .select(batchColumns)
    .where('code_batch.edition_id', '=', editionId)
    .where('code_batch.voided_at', 'is', null)
    .where('code_batch.id', 'not in', (eb) =>
      eb.selectFrom('fundraising_campaign_batch').select('code_batch_id'),
    )
    .orderBy('code_batch.created_at', 'desc')
    .orderBy('code_batch.id', 'desc')
    .execute();
}

export function findBatch(db: Kysely<DB>, batchId: number) {
  return db
    .selectFrom('code_batch')
    .select(['id', 'label', 'edition_id', 'voided_at'])
    .where('id', '=', batchId)
    .executeTakeFirst();
}

/** Gives the batch to the campaign; false when it was given to a campaign already. */
export async function insertCampaignBatch(
  db: Kysely<DB>,
  row: { code_batch_id: number; campaign_id: number; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('fundraising_campaign_batch')
    .values(row)
    .onConflict((oc) => oc.column('code_batch_id').doNothing())
    .returning('code_batch_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A code (normalised) of a batch given to the campaign, neither it nor its batch voided. */
export function campaignCode(db: Kysely<DB>, campaignId: number, code: string) {
  return db
    .selectFrom('activation_code')
    .innerJoin('code_batch', 'code_batch.batch', 'activation_code.batch')
    .innerJoin(
      'fundraising_campaign_batch',
      'fundraising_campaign_batch.code_batch_id',
      'code_batch.id',
    )
    .select(['activation_code.id', 'activation_code.code'])
    .where('activation_code.code', '=', code)
    .where('fundraising_campaign_batch.campaign_id', '=', campaignId)
    .where('activation_code.voided_at', 'is', null)
    .where('code_batch.voided_at', 'is', null)
    .executeTakeFirst();
}

/** The sale recorded with this reference, and its seller's display name (null if none or removed). */
export function saleByReference(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('fundraising_sale')
    .leftJoin('fundraising_seller', 'fundraising_seller.id', 'fundraising_sale.seller_id')
    .select([
      'fundraising_sale.id',
      'fundraising_sale.seller_id',
      'fundraising_seller.display_name',
    ])
    .where('fundraising_sale.reference', '=', reference)
    .executeTakeFirst();
}

/** A code sale of the campaign. */
export function findCodeSale(db: Kysely<DB>, campaignId: number, saleId: number) {
  return db
    .selectFrom('fundraising_sale')
    .selectAll()
    .where('id', '=', saleId)
    .where('campaign_id', '=', campaignId)
    .where('kind', '=', 'code')
    .executeTakeFirst();
}

export async function deleteSale(db: Kysely<DB>, saleId: number): Promise<void> {
  await db.deleteFrom('fundraising_sale').where('id', '=', saleId).execute();
}

/** FUNDRAISING-11: every sale of the campaign with its seller's name (null if none or removed). */
export function salesOf(db: Kysely<DB>, campaignId: number) {
  return db
    .selectFrom('fundraising_sale')
    .leftJoin('fundraising_seller', 'fundraising_seller.id', 'fundraising_sale.seller_id')
    .select([
      'fundraising_sale.id',
      'fundraising_sale.seller_id',
      'fundraising_sale.kind',
      'fundraising_sale.amount_cents',
      'fundraising_sale.reference',
      'fundraising_sale.created_at',
      'fundraising_seller.display_name',
    ])
    .where('fundraising_sale.campaign_id', '=', campaignId)
    .orderBy('fundraising_sale.created_at', 'desc')
    .orderBy('fundraising_sale.id', 'desc')
    .execute();
}

/** The campaign's sellers still in it. */
export function activeSellers(db: Kysely<DB>, campaignId: number) {
  return db
    .selectFrom('fundraising_seller')
    .select(['id', 'display_name'])
    .where('campaign_id', '=', campaignId)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The codes of these ids, by id. */
export async function codesByIds(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activation_code')
    .select(['id', 'code'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

/**
 * FUNDRAISING-10: records the sale unless its reference was recorded already (then undefined): of
 * two assignments of one code at once, one inserts and the other finds the row.
 */
export function insertSaleOnce(db: Kysely<DB>, row: Insertable<FundraisingSaleTable>) {
  return db
    .insertInto('fundraising_sale')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
}
