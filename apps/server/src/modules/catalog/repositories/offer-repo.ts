import type { Kysely } from 'kysely';
import type { DB, OfferRow } from '../../../db/schema.ts';
import { ID_CHUNK } from './merchant-repo.ts';

/** An offer with the time zone of its merchant's market, where its rules are judged. */
export async function findOfferWithTimeZone(
  db: Kysely<DB>,
  id: number,
): Promise<(OfferRow & { time_zone: string }) | undefined> {
  return db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .selectAll('offer')
    .select('market.time_zone')
    .where('offer.id', '=', id)
    .executeTakeFirst();
}

/** The offers of each merchant, in their sort order. */
export async function offersOfMerchants(
  db: Kysely<DB>,
  merchantIds: number[],
): Promise<Map<number, OfferRow[]>> {
  const byMerchant = new Map<number, OfferRow[]>();
  for (let i = 0; i < merchantIds.length; i += ID_CHUNK) {
    const part = merchantIds.slice(i, i + ID_CHUNK);
    const rows = await db
      .selectFrom('offer')
      .selectAll()
      .where('merchant_id', 'in', part)
      .orderBy('merchant_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = byMerchant.get(row.merchant_id) ?? [];
      list.push(row);
      byMerchant.set(row.merchant_id, list);
    }
  }
  return byMerchant;
}
