import { normalizeVerificationCode, type DeskAnswer } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import { isCodeReserved } from '../repositories/offline-ticket-repo.ts';
import {
  findRedemptionByCode,
  stampFirstCheck,
  type CodeRedemption,
} from '../repositories/verification-repo.ts';

/** The desk's location and caller; the route has checked the location is theirs. */
export interface DeskCheck {
  merchantId: number;
  staffId: number;
  typed: string;
}

/** MERCHANT-3: "J. D." — the most a merchant's person learns of who redeemed. */
export function initialsOf(firstName: string | null, lastName: string | null): string | null {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0).toUpperCase() ?? '')
    .filter((initial) => initial !== '')
    .map((initial) => `${initial}.`);
  return initials.length === 0 ? null : initials.join(' ');
}

/** The answer for a redemption at this location: another's, checked before, or valid. */
function answerOf(found: CodeRedemption, merchantId: number): DeskAnswer {
  if (found.merchantId !== merchantId)
    return { answer: 'otherMerchant', code: found.code, merchantName: found.merchantName };
  if (found.firstCheckedAt !== null)
    return {
      answer: 'alreadyChecked',
      code: found.code,
      offerTitle: found.offerTitle,
      redeemedAt: found.redeemedAt,
      checkedAt: found.firstCheckedAt,
      checkedBy: found.checkedBy,
      checkedAtLocation: found.checkedAtLocation,
    };
  return {
    answer: 'valid',
    code: found.code,
    offerTitle: found.offerTitle,
    redeemedAt: found.redeemedAt,
    memberInitials: initialsOf(found.firstName, found.lastName),
  };
}

/**
 * A code with no redemption: one an offline ticket reserved was shown by a member's phone that
 * redeemed with no signal and has not sent it yet (ADR 0018, 0049); any other is unknown.
 */
async function answerWithoutRedemption(db: Kysely<DB>, code: string): Promise<DeskAnswer> {
  return (await isCodeReserved(db, code))
    ? { answer: 'offlineNotSynced', code }
    : { answer: 'unknown', code };
}

/** MERCHANT-5: one of five answers for a code at the location. Reads only. */
export async function checkCodeAtLocation(db: Kysely<DB>, check: DeskCheck): Promise<DeskAnswer> {
  const code = normalizeVerificationCode(check.typed);
  if (code === undefined) return { answer: 'unknown', code: check.typed.trim() };
  const found = await findRedemptionByCode(db, code);
  return found ? answerOf(found, check.merchantId) : answerWithoutRedemption(db, code);
}

/**
 * MERCHANT-5: accepting a valid code marks it checked by the caller at the location, once, and
 * audits it in the same transaction. Anything else answers what a check answers now; the loser of
 * two accepts at once answers "already checked".
 */
export async function acceptCodeAtLocation(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  check: DeskCheck,
  now = new Date(),
): Promise<DeskAnswer> {
  const code = normalizeVerificationCode(check.typed);
  if (code === undefined) return { answer: 'unknown', code: check.typed.trim() };
  return db.transaction().execute(async (trx) => {
    const found = await findRedemptionByCode(trx, code);
    if (!found) return answerWithoutRedemption(trx, code);
    const answer = answerOf(found, check.merchantId);
    if (answer.answer !== 'valid') return answer;
    const at = now.toISOString();
    const stamped = await stampFirstCheck(trx, found.id, {
      at,
      staffId: check.staffId,
      merchantId: check.merchantId,
    });
    if (!stamped) {
      const meanwhile = await findRedemptionByCode(trx, code);
      return answerOf(meanwhile ?? found, check.merchantId);
    }
    await recordStaffAction(trx, {
      ...origin,
      action: 'redemption.check',
      objectType: 'redemption',
      objectId: found.id,
      before: { firstCheckedAt: null },
      after: { firstCheckedAt: at, merchantId: check.merchantId, code },
      now,
    });
    return { ...answer, answer: 'accepted', checkedAt: at };
  });
}
