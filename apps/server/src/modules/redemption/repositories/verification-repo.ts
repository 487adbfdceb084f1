import type { Verification } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * What staff may learn of a verification code, and the first check recorded: answers the check
 * before this one (null for the first). Undefined: no redemption has the code.
 */
export async function checkVerificationCode(
  db: Kysely<DB>,
  code: string,
  now: string,
): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'redemption.id',
      'redemption.verification_code',
      'redemption.created_at',
      'redemption.first_checked_at',
      'redemption.received_at',
      'offer.title as offer_title',
      'merchant.title as merchant_name',
    ])
    .where('redemption.verification_code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  // Two checks at once: the condition lets only one of them be the first.
  if (row.first_checked_at === null) {
    await db
      .updateTable('redemption')
      .set({ first_checked_at: now })
      .where('id', '=', row.id)
      .where('first_checked_at', 'is', null)
      .execute();
  }
  return {
    code: row.verification_code,
    merchantName: row.merchant_name,
    offerTitle: row.offer_title,
    redeemedAt: row.created_at,
    firstCheckedAt: row.first_checked_at,
    receivedAt: row.received_at,
  };
}
