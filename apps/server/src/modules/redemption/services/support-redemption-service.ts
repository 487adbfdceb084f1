import {
  normalizeVerificationCode,
  SupportErrors,
  SupportText,
  type SupportMember,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordSupportAction, type SupportAct } from '../../staff/index.ts';
import {
  memberOfVerificationCode,
  redemptionCountsOf,
  redemptionsForSupport,
} from '../repositories/support-redemption-repo.ts';
import { restoreRedemption } from './restore-redemption.ts';

/* Member support's view of redemptions, and undoing one made by mistake (OPERATOR-18…20). */

/** OPERATOR-18: the member whose redemption has this verification code, and how it matched. */
export async function membersByVerificationCode(
  db: Kysely<DB>,
  typed: string,
): Promise<Map<number, string>> {
  const code = normalizeVerificationCode(typed);
  const row = code === undefined ? undefined : await memberOfVerificationCode(db, code);
  const found = new Map<number, string>();
  if (row?.userId != null) found.set(row.userId, `Verification code ${row.verification_code}`);
  return found;
}

/** OPERATOR-19: the member's latest redemptions with their verification codes. */
export async function redemptionsOfMemberForSupport(
  db: Kysely<DB>,
  userId: number,
  limit: number,
): Promise<{ list: SupportMember['redemptions']; countsByVoucher: Map<number, number> }> {
  const rows = await redemptionsForSupport(db, userId, limit);
  const counts = new Map<number, number>();
  for (const row of await redemptionCountsOf(db, userId))
    counts.set(row.activation_voucher_id, Number(row.count));
  let total = 0;
  for (const count of counts.values()) total += count;
  return {
    list: {
      total,
      rows: rows.map((row) => ({
        id: row.id,
        voucherId: row.activation_voucher_id,
        offerTitle: row.offer_title,
        merchantTitle: row.merchant_title,
        redeemedAt: row.created_at,
        savingsCents: row.savings_cents,
        verificationCode: row.verification_code,
        offline: row.received_at !== null,
      })),
    },
    countsByVoucher: counts,
  };
}

/**
 * OPERATOR-20: undoes a redemption made by mistake, so the member can use the offer again. The
 * row is gone from the member's history and savings; the audit entry keeps it, with the reason.
 */
export async function restoreRedemptionForSupport(
  db: Kysely<DB>,
  act: SupportAct,
  redemptionId: number,
): Promise<string> {
  const unknown = () => new HttpError(SupportErrors.unknownMember, SupportText.unknownMember);
  await db.transaction().execute(async (trx) => {
    const redemption = await restoreRedemption(trx, redemptionId, act.memberId);
    if (!redemption) throw unknown();
    await recordSupportAction(trx, act, 'restoreRedemption', {
      before: {
        redemptionId: redemption.id,
        voucherId: redemption.activation_voucher_id,
        offerId: redemption.offer_id,
        redeemedAt: redemption.created_at,
        savingsCents: redemption.savings_cents,
        verificationCode: redemption.verification_code,
      },
      after: null,
    });
  });
  return SupportText.redemptionRestored;
}
