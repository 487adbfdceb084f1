import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, FundraisingSaleTable } from '../../../db/schema.ts';

export type SaleRow = Selectable<FundraisingSaleTable>;

/**
 * FUNDRAISING-7: records a sale attributed to a campaign (and a seller, or none). The reference is
 * unique: a second attribution of the same payment or code fails.
 */
export async function insertSaleAttribution(
  db: Kysely<DB>,
  row: Insertable<FundraisingSaleTable>,
): Promise<SaleRow> {
  return db.insertInto('fundraising_sale').values(row).returningAll().executeTakeFirstOrThrow();
}

/** FUNDRAISING-5: each campaign's number of sales and what they brought, in cents. */
export async function progressOf(
  db: Kysely<DB>,
  campaignIds: readonly number[],
): Promise<Map<number, { sales: number; amountCents: number }>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fundraising_sale')
    .select((eb) => [
      'campaign_id',
      eb.fn.countAll<number>().as('sales'),
      eb.fn.sum<number>('amount_cents').as('amount_cents'),
    ])
    .where('campaign_id', 'in', campaignIds)
    .groupBy('campaign_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.campaign_id,
      { sales: Number(row.sales), amountCents: Number(row.amount_cents ?? 0) },
    ]),
  );
}
