import type { Kysely, Selectable } from 'kysely';
import type { DB, RedemptionTable } from '../../../db/schema.ts';
import { deleteRedemption, findRedemption } from '../repositories/support-redemption-repo.ts';

/**
 * Restores a member's coupon: deletes their redemption, so the offer can be redeemed again on the
 * same activation, and it leaves their history and savings. Pass the transaction of whatever
 * records why (support's audit entry, OPERATOR-20; a report not honoured, MERCHANT-10/11).
 * Answers the row as it was; undefined when the member has no such redemption (any more).
 * `userId` null: the redemption of an account since deleted.
 */
export async function restoreRedemption(
  trx: Kysely<DB>,
  redemptionId: number,
  userId: number | null,
): Promise<Selectable<RedemptionTable> | undefined> {
  const redemption = await findRedemption(trx, redemptionId);
  if (!redemption || redemption.user_id !== userId) return undefined;
  return (await deleteRedemption(trx, redemptionId)) ? redemption : undefined;
}
