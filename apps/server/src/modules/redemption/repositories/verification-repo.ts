import type { Verification } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * What staff may learn of a verification code; undefined: no redemption has the code. A lookup
 * only reads (issue 27 finding 8: a guesser's lookups must not mark real codes as checked); only
 * an explicit staff check will stamp `first_checked_at`, which nothing does yet.
 */
export async function findVerification(
  db: Kysely<DB>,
  code: string,
): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
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
  return {
    code: row.verification_code,
    merchantName: row.merchant_name,
    offerTitle: row.offer_title,
    redeemedAt: row.created_at,
    firstCheckedAt: row.first_checked_at,
    receivedAt: row.received_at,
  };
}
