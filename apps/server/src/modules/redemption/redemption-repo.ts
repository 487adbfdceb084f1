import type { Redemption } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The member's redemptions, newest first (or one of them). */
export async function listRedemptions(
  db: Kysely<DB>,
  userId: number,
  id?: number,
): Promise<Redemption[]> {
  let query = db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'redemption.id',
      'redemption.savings_cents',
      'redemption.created_at',
      'offer.id as offer_id',
      'offer.title as offer_title',
      'merchant.id as merchant_id',
      'merchant.title as merchant_name',
    ])
    .where('redemption.user_id', '=', userId)
    .orderBy('redemption.created_at', 'desc')
    .orderBy('redemption.id', 'desc');
  if (id !== undefined) query = query.where('redemption.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    merchantName: row.merchant_name,
    merchantId: row.merchant_id,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    savings: row.savings_cents / 100,
    redeemedAt: row.created_at,
  }));
}

/** Which of these offers were redeemed on the voucher. */
export async function redeemedOfferIds(
  db: Kysely<DB>,
  voucherId: number,
  offerIds: number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < offerIds.length; i += 500) {
    const rows = await db
      .selectFrom('redemption')
      .select('offer_id')
      .where('activation_voucher_id', '=', voucherId)
      .where('offer_id', 'in', offerIds.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.offer_id);
  }
  return found;
}
