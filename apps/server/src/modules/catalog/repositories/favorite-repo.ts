import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The member's favourite merchants with what a list of them shows, most recent first. */
export async function favoritesOf(db: Kysely<DB>, userId: number) {
  return (
    db
      .selectFrom('favorite_merchant')
      .innerJoin('merchant', 'merchant.id', 'favorite_merchant.merchant_id')
      .select([
        'merchant.id as merchant_id',
        'merchant.title',
        'merchant.category_id',
        'favorite_merchant.created_at',
      ])
      .where('favorite_merchant.user_id', '=', userId)
      // OPERATOR-10: a retired merchant leaves the list, and comes back if it is brought back.
      .where('merchant.retired_at', 'is', null)
      .orderBy('favorite_merchant.created_at', 'desc')
      .orderBy('merchant.id', 'desc')
      .execute()
  );
}

/** The ids of the member's favourite merchants. */
export async function favoriteMerchantIdsOf(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorite_merchant')
    .select('merchant_id')
    .where('user_id', '=', userId)
    .orderBy('merchant_id')
    .execute();
  return rows.map((row) => row.merchant_id);
}

/** Adds a favourite; one already there stays as it was (the key makes it one row). */
export async function insertFavorite(
  db: Kysely<DB>,
  userId: number,
  merchantId: number,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('favorite_merchant')
    .values({ user_id: userId, merchant_id: merchantId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doNothing())
    .execute();
}

export async function deleteFavorite(
  db: Kysely<DB>,
  userId: number,
  merchantId: number,
): Promise<void> {
  await db
    .deleteFrom('favorite_merchant')
    .where('user_id', '=', userId)
    .where('merchant_id', '=', merchantId)
    .execute();
}

/** Account erasure: every favourite of the member. */
export async function deleteFavoritesOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('favorite_merchant').where('user_id', '=', userId).execute();
}
