import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/*
 * Redemptions as the Redeem Desk (being built) and time leave them, and earlier reports of
 * coupons not honoured (MERCHANT-10).
 */

/** Staff checked the redemption at the counter (what the Redeem Desk's accept will stamp). */
export async function markRedemptionChecked(
  db: Kysely<DB>,
  redemptionId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('redemption')
    .set({ first_checked_at: at.toISOString() })
    .where('id', '=', redemptionId)
    .executeTakeFirstOrThrow();
}

/** Moves the redemption's moment `hours` into the past. */
export async function redeemedHoursAgo(
  db: Kysely<DB>,
  redemptionId: number,
  hours: number,
): Promise<void> {
  await db
    .updateTable('redemption')
    .set({ created_at: new Date(Date.now() - hours * 3_600_000).toISOString() })
    .where('id', '=', redemptionId)
    .executeTakeFirstOrThrow();
}

/** Reports the member made before, at these moments, about redemptions long gone. */
export async function earlierReports(
  db: Kysely<DB>,
  userId: number,
  merchant: { id: number; offerId: number },
  moments: Date[],
): Promise<void> {
  for (const at of moments)
    await db
      .insertInto('not_honoured_report')
      .values({
        redemption_id: 1_000_000 + Math.floor(Math.random() * 1_000_000_000),
        user_id: userId,
        merchant_id: merchant.id,
        offer_id: merchant.offerId,
        market_id: null,
        merchant_name: 'Earlier Cafe',
        offer_title: 'Earlier offer',
        verification_code: 'ABC123',
        redeemed_at: at.toISOString(),
        checked_at: null,
        reason: 'closed',
        note: null,
        reported_at: at.toISOString(),
        state: 'restored',
        restored_at: at.toISOString(),
      })
      .execute();
}
