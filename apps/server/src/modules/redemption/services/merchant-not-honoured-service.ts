import type { NotHonouredReason, NotHonouredState } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { reportsAboutMerchants } from '../repositories/not-honoured-repo.ts';

/**
 * MERCHANT-11, MERCHANT-3: a report not honoured as a merchant may see it: what happened at which
 * location, never who the member is (no account id, name, e-mail or note, which is the member's
 * own words and may name them; ADR 0047).
 */
export interface MerchantNotHonouredReport {
  id: number;
  merchantId: number;
  merchantName: string;
  offerId: number;
  offerTitle: string;
  verificationCode: string;
  redeemedAt: string;
  /** Staff had checked the redemption at the counter when it was reported. */
  checked: boolean;
  reportedAt: string;
  reason: NotHonouredReason;
  state: NotHonouredState;
  /** The coupon was restored for the member (at once, or by an operator). */
  restored: boolean;
}

/**
 * MERCHANT-11: the reports about these merchants (locations) made in [from, to) (ISO moments),
 * oldest first, for the merchant portal. The caller decides which merchant ids a business account
 * may ask for; no member identity is in the answer.
 */
export async function notHonouredReportsAboutMerchants(
  db: Kysely<DB>,
  merchantIds: readonly number[],
  range: { from: string; to: string },
): Promise<MerchantNotHonouredReport[]> {
  const rows = await reportsAboutMerchants(db, merchantIds, range.from, range.to);
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    verificationCode: row.verification_code,
    redeemedAt: row.redeemed_at,
    checked: row.checked_at !== null,
    reportedAt: row.reported_at,
    reason: row.reason as NotHonouredReason,
    state: row.state as NotHonouredState,
    restored: row.restored_at !== null,
  }));
}
