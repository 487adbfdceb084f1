import type { Kysely, Selectable } from 'kysely';
import type { DB, FundraisingSellerTable } from '../../../db/schema.ts';

export type SellerRow = Selectable<FundraisingSellerTable>;

export async function insertSeller(
  db: Kysely<DB>,
  row: { campaign_id: number; slug: string; display_name: string; now: string },
): Promise<SellerRow> {
  return db
    .insertInto('fundraising_seller')
    .values({
      campaign_id: row.campaign_id,
      slug: row.slug,
      display_name: row.display_name,
      created_at: row.now,
      updated_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A seller of the campaign who was not removed; undefined otherwise. */
export function findSeller(
  db: Kysely<DB>,
  campaignId: number,
  sellerId: number,
): Promise<SellerRow | undefined> {
  return db
    .selectFrom('fundraising_seller')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('id', '=', sellerId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** FUNDRAISING-4: a seller of the campaign by the random part of their link (not removed). */
export function findSellerBySlug(
  db: Kysely<DB>,
  campaignId: number,
  slug: string,
): Promise<SellerRow | undefined> {
  return db
    .selectFrom('fundraising_seller')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('slug', '=', slug)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the link is used by a seller of the campaign, removed ones included (links are never reused). */
export async function sellerSlugTaken(
  db: Kysely<DB>,
  campaignId: number,
  slug: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('fundraising_seller')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** The campaign's sellers who were not removed, with their sales, the earliest added first. */
export async function sellersWithSales(
  db: Kysely<DB>,
  campaignId: number,
): Promise<(SellerRow & { display_name: string; sales: number; amount_cents: number })[]> {
  const rows = await db
    .selectFrom('fundraising_seller')
    .leftJoin('fundraising_sale', 'fundraising_sale.seller_id', 'fundraising_seller.id')
    .selectAll('fundraising_seller')
    .select((eb) => [
      eb.fn.count<number>('fundraising_sale.id').as('sales'),
      eb.fn
        .coalesce(eb.fn.sum<number>('fundraising_sale.amount_cents'), eb.lit(0))
        .as('amount_cents'),
    ])
    .where('fundraising_seller.campaign_id', '=', campaignId)
    .where('fundraising_seller.removed_at', 'is', null)
    .groupBy([
      'fundraising_seller.id',
      'fundraising_seller.campaign_id',
      'fundraising_seller.slug',
      'fundraising_seller.display_name',
      'fundraising_seller.created_at',
      'fundraising_seller.updated_at',
      'fundraising_seller.removed_at',
    ])
    .orderBy('fundraising_seller.created_at')
    .orderBy('fundraising_seller.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    display_name: row.display_name ?? '',
    sales: Number(row.sales),
    amount_cents: Number(row.amount_cents),
  }));
}

/** How many sellers each campaign has now (removed ones not counted). */
export async function sellerCounts(
  db: Kysely<DB>,
  campaignIds: readonly number[],
): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fundraising_seller')
    .select((eb) => ['campaign_id', eb.fn.countAll<number>().as('n')])
    .where('campaign_id', 'in', campaignIds)
    .where('removed_at', 'is', null)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, Number(row.n)]));
}

export async function renameSeller(
  db: Kysely<DB>,
  sellerId: number,
  displayName: string,
  now: string,
): Promise<SellerRow> {
  return db
    .updateTable('fundraising_seller')
    .set({ display_name: displayName, updated_at: now })
    .where('id', '=', sellerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** FUNDRAISING-3: a removed seller's name is erased; the row stays for the sales it made. */
export async function removeSeller(db: Kysely<DB>, sellerId: number, now: string): Promise<void> {
  await db
    .updateTable('fundraising_seller')
    .set({ display_name: null, updated_at: now, removed_at: now })
    .where('id', '=', sellerId)
    .execute();
}
