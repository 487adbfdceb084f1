import {
  canReportNotHonoured,
  NOT_HONOURED_LIMIT,
  NOT_HONOURED_LIMIT_DAYS,
  NOT_HONOURED_WINDOW_MS,
  NotHonouredText,
  NotHonouredMemberErrors,
  type MemberNotHonouredReport,
  type NotHonouredReason,
  type NotHonouredRequest,
  type NotHonouredResult,
  type NotHonouredState,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  findReportOfRedemption,
  insertReport,
  lockMember,
  redemptionToReport,
  reportsOfMember,
  reportTimesSince,
  type NotHonouredRow,
} from '../repositories/not-honoured-repo.ts';
import { restoreRedemption } from './restore-redemption.ts';

/* MERCHANT-10: a member reports a coupon not honoured at the counter (ADR 0047). */

const DAY_MS = 86_400_000;
const WINDOW_HOURS = NOT_HONOURED_WINDOW_MS / 3_600_000;
/** How many reports the Savings Tracker lists (a member makes a few a month at most). */
const MEMBER_REPORTS_MAX = 50;

/** A report as its member sees it. */
export function memberReportOf(row: NotHonouredRow): MemberNotHonouredReport {
  return {
    id: row.id,
    redemptionId: row.redemption_id,
    merchantName: row.merchant_name,
    offerTitle: row.offer_title,
    verificationCode: row.verification_code,
    redeemedAt: row.redeemed_at,
    reportedAt: row.reported_at,
    reason: row.reason as NotHonouredReason,
    note: row.note,
    state: row.state as NotHonouredState,
    restoredAt: row.restored_at,
    operatorReason: row.operator_reason,
    operatorActedAt: row.operator_acted_at,
  };
}

/** The moment, on the market's clock, in words: "December 27, 2026 at 2:03 PM". */
function momentInWords(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}

/**
 * MERCHANT-10: reports the member's redemption not honoured, within NOT_HONOURED_WINDOW_MS of
 * its moment, once, and at most NOT_HONOURED_LIMIT times in NOT_HONOURED_LIMIT_DAYS days. A
 * redemption no staff member checked is restored in the same transaction; a checked one stays
 * redeemed and waits for the operator (MERCHANT-11). The member's row is locked first, so a
 * double tap makes one report and one restore, and the limit holds under concurrent reports.
 */
export async function reportNotHonoured(
  db: Kysely<DB>,
  userId: number,
  redemptionId: number,
  request: NotHonouredRequest,
  now: Date,
): Promise<NotHonouredResult> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    const earlier = await findReportOfRedemption(trx, redemptionId);
    // Restoring deletes the redemption: a second tap finds the report, not the redemption.
    if (earlier?.user_id === userId)
      throw new HttpError(NotHonouredMemberErrors.alreadyReported, NotHonouredText.alreadyReported);
    const redemption =
      earlier === undefined ? await redemptionToReport(trx, userId, redemptionId) : undefined;
    if (!redemption)
      throw new HttpError(
        NotHonouredMemberErrors.unknownRedemption,
        NotHonouredText.unknownRedemption,
      );
    if (!canReportNotHonoured(redemption.created_at, now))
      throw new HttpError(
        NotHonouredMemberErrors.reportWindowClosed,
        NotHonouredText.windowClosed(WINDOW_HOURS),
      );
    const recent = await reportTimesSince(
      trx,
      userId,
      new Date(now.getTime() - NOT_HONOURED_LIMIT_DAYS * DAY_MS).toISOString(),
    );
    if (recent.length >= NOT_HONOURED_LIMIT) {
      // The window frees a place when the oldest of the last NOT_HONOURED_LIMIT reports leaves it.
      const freed = recent[recent.length - NOT_HONOURED_LIMIT]!;
      const againAt = new Date(new Date(freed).getTime() + NOT_HONOURED_LIMIT_DAYS * DAY_MS);
      throw new HttpError(
        NotHonouredMemberErrors.reportLimitReached,
        NotHonouredText.limitReached(
          NOT_HONOURED_LIMIT,
          NOT_HONOURED_LIMIT_DAYS,
          momentInWords(againAt, redemption.time_zone),
        ),
      );
    }
    const checked = redemption.first_checked_at !== null;
    const reportedAt = now.toISOString();
    const row = await insertReport(trx, {
      redemption_id: redemption.id,
      user_id: userId,
      merchant_id: redemption.merchant_id,
      offer_id: redemption.offer_id,
      market_id: redemption.market_id,
      merchant_name: redemption.merchant_name,
      offer_title: redemption.offer_title,
      verification_code: redemption.verification_code,
      redeemed_at: redemption.created_at,
      checked_at: redemption.first_checked_at,
      reason: request.reason,
      note: request.note === undefined || request.note === '' ? null : request.note,
      reported_at: reportedAt,
      state: 'open',
      restored_at: checked ? null : reportedAt,
    });
    // MERCHANT-10: never checked at the counter: the coupon is the member's again at once.
    if (!checked && !(await restoreRedemption(trx, redemption.id, userId)))
      throw new Error(`Redemption ${String(redemption.id)} vanished while being reported`);
    return {
      report: memberReportOf(row),
      restored: !checked,
      message: checked ? NotHonouredText.waiting : NotHonouredText.restored,
    };
  });
}

/** MERCHANT-10, MERCHANT-11: the member's reports, newest first, with where each stands. */
export async function notHonouredReportsOfMember(
  db: Kysely<DB>,
  userId: number,
): Promise<MemberNotHonouredReport[]> {
  return (await reportsOfMember(db, userId, MEMBER_REPORTS_MAX)).map(memberReportOf);
}
