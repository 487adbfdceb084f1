import type { Kysely } from 'kysely';
import type { DB, OfferRow } from '../../db/schema.ts';
import { ID_CHUNK } from './merchant-repo.ts';

export async function findOffer(db: Kysely<DB>, id: number): Promise<OfferRow | undefined> {
  return db.selectFrom('offer').selectAll().where('id', '=', id).executeTakeFirst();
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
