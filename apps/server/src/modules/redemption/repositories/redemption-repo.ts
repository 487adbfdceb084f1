import type { Redemption } from '@citybook/contract';
import type { Insertable, Kysely } from 'kysely';
import type { DB, RedemptionTable } from '../../../db/schema.ts';

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
      'redemption.verification_code',
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
    verificationCode: row.verification_code,
  }));
}

/** The offers redeemed on the voucher: one indexed read, at most one row per offer. */
export async function offersRedeemedOn(db: Kysely<DB>, voucherId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('redemption')
    .select('offer_id')
    .where('activation_voucher_id', '=', voucherId)
    .execute();
  return new Set(rows.map((row) => row.offer_id));
}

/** The sum of the member's savings, in cents. */
export async function savingsCentsOf(db: Kysely<DB>, userId: number): Promise<number> {
  const savings = await db
    .selectFrom('redemption')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('savings_cents'), eb.lit(0)).as('cents'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(savings?.cents ?? 0);
}

/** NOTICE-4: the member's savings from redemptions made in [from, to), in cents. */
export async function savingsCentsBetween(
  db: Kysely<DB>,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const savings = await db
    .selectFrom('redemption')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('savings_cents'), eb.lit(0)).as('cents'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return Number(savings?.cents ?? 0);
}

/**
 * Writes a redemption and answers its id; undefined when a unique rule refused it: the offer
 * redeemed on this voucher already, the idempotency key used already, or (rarely) the
 * verification code taken. The caller tells which apart.
 */
export async function insertRedemptionUnlessTaken(
  db: Kysely<DB>,
  redemption: Insertable<RedemptionTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('redemption')
    .values(redemption)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The redemption a voucher's idempotency key names, with its offer. */
export async function findByIdempotencyKey(
  db: Kysely<DB>,
  voucherId: number,
  key: string,
): Promise<{ id: number; offer_id: number } | undefined> {
  return db
    .selectFrom('redemption')
    .select(['id', 'offer_id'])
    .where('activation_voucher_id', '=', voucherId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Whether the offer was redeemed on the voucher. */
export async function isRedeemedOn(
  db: Kysely<DB>,
  voucherId: number,
  offerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('redemption')
    .select('id')
    .where('activation_voucher_id', '=', voucherId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return row !== undefined;
}
