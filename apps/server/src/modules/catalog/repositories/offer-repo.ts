import type { Kysely } from 'kysely';
import type { DB, OfferRow } from '../../../db/schema.ts';
import { ID_CHUNK } from './merchant-repo.ts';

/** An offer with the end of its edition (OPERATOR-13), null when it has none. */
export type EditionedOffer = OfferRow & { valid_until: string | null };

/** An offer with its merchant's market's time zone (where its rules are judged) and its merchant. */
export async function findOfferWithTimeZone(
  db: Kysely<DB>,
  id: number,
): Promise<
  | (EditionedOffer & {
      time_zone: string;
      merchant_title: string;
      merchant_retired_at: string | null;
    })
  | undefined
> {
  return db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .leftJoin('edition', 'edition.id', 'offer.edition_id')
    .selectAll('offer')
    .select([
      'market.time_zone',
      'edition.valid_until',
      'merchant.title as merchant_title',
      'merchant.retired_at as merchant_retired_at',
    ])
    .where('offer.id', '=', id)
    .executeTakeFirst();
}

/** The live offers of each merchant, in their sort order (OPERATOR-10: retired ones hidden). */
export async function offersOfMerchants(
  db: Kysely<DB>,
  merchantIds: number[],
): Promise<Map<number, EditionedOffer[]>> {
  const byMerchant = new Map<number, EditionedOffer[]>();
  for (let i = 0; i < merchantIds.length; i += ID_CHUNK) {
    const part = merchantIds.slice(i, i + ID_CHUNK);
    const rows = await db
      .selectFrom('offer')
      .leftJoin('edition', 'edition.id', 'offer.edition_id')
      .selectAll('offer')
      .select('edition.valid_until')
      .where('offer.merchant_id', 'in', part)
      .where('offer.retired_at', 'is', null)
      .orderBy('offer.merchant_id')
      .orderBy('offer.sort_order')
      .orderBy('offer.id')
      .execute();
    for (const row of rows) {
      const list = byMerchant.get(row.merchant_id) ?? [];
      list.push(row);
      byMerchant.set(row.merchant_id, list);
    }
  }
  return byMerchant;
}
