import type { Verification } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * A redemption as a code check sees it: /verify (REDEEM-10) and the Redeem Desk (MERCHANT-5) read
 * the same row. The member's names are read for their initials only; no check answers them.
 */
export interface CodeRedemption {
  id: number;
  code: string;
  merchantId: number;
  merchantName: string;
  offerTitle: string;
  redeemedAt: string;
  receivedAt: string | null;
  firstName: string | null;
  lastName: string | null;
  firstCheckedAt: string | null;
  checkedBy: string | null;
  checkedAtLocation: string | null;
}

/**
 * The redemption with the code; undefined: none has it. A lookup only reads (issue 27 finding 8:
 * a guesser's lookups must not mark real codes as checked); only the desk's accept stamps
 * `first_checked_at` (stampFirstCheck).
 */
export async function findRedemptionByCode(
  db: Kysely<DB>,
  code: string,
): Promise<CodeRedemption | undefined> {
  const row = await db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .leftJoin('app_user', 'app_user.id', 'redemption.user_id')
    .leftJoin('staff_account as checker', 'checker.id', 'redemption.checked_by_staff_id')
    .leftJoin('merchant as checked_at', 'checked_at.id', 'redemption.checked_merchant_id')
    .select([
      'redemption.id',
      'redemption.verification_code',
      'redemption.created_at',
      'redemption.first_checked_at',
      'redemption.received_at',
      'offer.title as offer_title',
      'merchant.id as merchant_id',
      'merchant.title as merchant_name',
      'app_user.first_name',
      'app_user.last_name',
      'checker.email as checker_email',
      'checked_at.title as checked_at_title',
    ])
    .where('redemption.verification_code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.verification_code,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    offerTitle: row.offer_title,
    redeemedAt: row.created_at,
    receivedAt: row.received_at,
    firstName: row.first_name,
    lastName: row.last_name,
    firstCheckedAt: row.first_checked_at,
    checkedBy: row.checker_email,
    checkedAtLocation: row.checked_at_title,
  };
}

/** What staff may learn of a verification code at /verify; undefined: no redemption has it. */
export async function findVerification(
  db: Kysely<DB>,
  code: string,
): Promise<Verification | undefined> {
  const found = await findRedemptionByCode(db, code);
  if (!found) return undefined;
  return {
    code: found.code,
    merchantName: found.merchantName,
    offerTitle: found.offerTitle,
    redeemedAt: found.redeemedAt,
    firstCheckedAt: found.firstCheckedAt,
    receivedAt: found.receivedAt,
  };
}

/**
 * MERCHANT-5: marks the redemption checked unless it is already: a conditional update, so of two
 * accepts at once exactly one stamps. Answers whether this call stamped it.
 */
export async function stampFirstCheck(
  db: Kysely<DB>,
  redemptionId: number,
  check: { at: string; staffId: number; merchantId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('redemption')
    .set({
      first_checked_at: check.at,
      checked_by_staff_id: check.staffId,
      checked_merchant_id: check.merchantId,
    })
    .where('id', '=', redemptionId)
    .where('first_checked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
