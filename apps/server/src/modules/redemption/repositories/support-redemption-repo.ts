import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/* What member support reads and undoes of redemptions (OPERATOR-18…20). */

/** The member's redemptions, newest first, with their offer and merchant. */
export async function redemptionsForSupport(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'redemption.id',
      'redemption.activation_voucher_id',
      'redemption.savings_cents',
      'redemption.created_at',
      'redemption.verification_code',
      'redemption.received_at',
      'offer.title as offer_title',
      'merchant.title as merchant_title',
    ])
    .where('redemption.user_id', '=', userId)
    .orderBy('redemption.created_at', 'desc')
    .orderBy('redemption.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many redemptions the member made, by activation. */
export async function redemptionCountsOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('redemption')
    .select(['activation_voucher_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('activation_voucher_id')
    .execute();
}

/** The member of a redemption's verification code (in its one written form). */
export async function memberOfVerificationCode(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('redemption')
    .select(['user_id as userId', 'verification_code'])
    .where('verification_code', '=', code)
    .where('user_id', 'is not', null)
    .executeTakeFirst();
}

export async function findRedemption(db: Kysely<DB>, id: number) {
  return db.selectFrom('redemption').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the redemption; true when this call deleted it. */
export async function deleteRedemption(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('redemption').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
