import {
  NotHonouredConsoleText,
  NotHonouredErrors,
  NOT_HONOURED_UNRESOLVED,
  type NotHonouredGridPage,
  type NotHonouredGridQuery,
  type NotHonouredReason,
  type NotHonouredReport,
  type NotHonouredState,
  type ResolveNotHonouredForm,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordStaffAction, type AuditActor } from '../../staff/index.ts';
import {
  findReportForUpdate,
  reportForConsole,
  reportGridPage,
  updateUnresolvedReport,
} from '../repositories/not-honoured-repo.ts';
import { restoreRedemption } from './restore-redemption.ts';

/* MERCHANT-11: the console's queue of coupons not honoured, and the operator's steps (ADR 0047). */

const unknownReport = () =>
  new HttpError(NotHonouredErrors.unknownReport, NotHonouredConsoleText.unknownReport);

/** MERCHANT-11: a page of the queue, unresolved reports first. */
export async function notHonouredGrid(
  db: Kysely<DB>,
  query: NotHonouredGridQuery,
): Promise<NotHonouredGridPage> {
  const { total, rows } = await reportGridPage(db, query);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((row) => ({
      id: row.id,
      reportedAt: row.reported_at,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      offerTitle: row.offer_title,
      marketTitle: row.market_title,
      reason: row.reason as NotHonouredReason,
      verificationCode: row.verification_code,
      checked: row.checked_at !== null,
      restored: row.restored_at !== null,
      state: row.state as NotHonouredState,
    })),
  };
}

/** MERCHANT-11: one report as the operator sees it. */
export async function notHonouredReport(db: Kysely<DB>, id: number): Promise<NotHonouredReport> {
  const row = await reportForConsole(db, id);
  if (!row) throw unknownReport();
  const name = [row.member_first_name, row.member_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    redemptionId: row.redemption_id,
    reportedAt: row.reported_at,
    redeemedAt: row.redeemed_at,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    marketTitle: row.market_title,
    verificationCode: row.verification_code,
    reason: row.reason as NotHonouredReason,
    note: row.note,
    checkedAt: row.checked_at,
    restoredAt: row.restored_at,
    state: row.state as NotHonouredState,
    member:
      row.user_id === null || row.member_email === null
        ? null
        : { id: row.user_id, email: row.member_email, name },
    operatorReason: row.operator_reason,
    operatorActedAt: row.operator_acted_at,
    operatorEmail: row.operator_email,
  };
}

/** Who resolves, from which request (the audit entry's). */
export interface NotHonouredAct {
  actor: AuditActor;
  requestId?: string;
  clientAddress?: string;
  now: Date;
}

/**
 * MERCHANT-11: an operator's step on an unresolved report, with words the member reads:
 * `restore` deletes the redemption unless the coupon was restored already, and resolves the
 * report; `contactMerchant` marks the merchant contacted and leaves the report unresolved (the
 * operator resolves it later); `dismiss` resolves it without restoring. The step and its audit
 * entry are written in one transaction; the report is locked, so two operators at once make one.
 */
export async function resolveNotHonoured(
  db: Kysely<DB>,
  act: NotHonouredAct,
  id: number,
  form: ResolveNotHonouredForm,
): Promise<{ report: NotHonouredReport; message: string }> {
  let message = '';
  await db.transaction().execute(async (trx) => {
    const report = await findReportForUpdate(trx, id);
    if (!report) throw unknownReport();
    if (!NOT_HONOURED_UNRESOLVED.includes(report.state as NotHonouredState))
      throw new HttpError(NotHonouredErrors.reportResolved, NotHonouredConsoleText.reportResolved);
    const at = act.now.toISOString();
    let restoredAt = report.restored_at;
    let state: NotHonouredState;
    let deleted: unknown = null;
    if (form.action === 'restore') {
      state = 'restored';
      if (restoredAt === null) {
        // The redemption may be gone already (member support restored it): nothing to delete.
        const redemption = await restoreRedemption(trx, report.redemption_id, report.user_id);
        deleted = redemption ?? null;
        restoredAt = at;
        message = NotHonouredConsoleText.done.restore;
      } else message = NotHonouredConsoleText.done.closeRestored;
    } else {
      state = form.action === 'dismiss' ? 'dismissed' : 'merchantContacted';
      message = NotHonouredConsoleText.done[form.action];
    }
    const moved = await updateUnresolvedReport(trx, id, {
      state,
      restored_at: restoredAt,
      operator_reason: form.reason,
      operator_acted_at: at,
      operator_staff_id: act.actor.staffId,
      operator_email: act.actor.email,
    });
    if (!moved)
      throw new HttpError(NotHonouredErrors.reportResolved, NotHonouredConsoleText.reportResolved);
    await recordStaffAction(trx, {
      actor: act.actor,
      action: `notHonouredReport.${form.action}`,
      objectType: 'notHonouredReport',
      objectId: id,
      before: { state: report.state, restoredAt: report.restored_at },
      after: { state, restoredAt, ...(deleted === null ? {} : { restoredRedemption: deleted }) },
      reason: form.reason,
      ...(act.requestId === undefined ? {} : { requestId: act.requestId }),
      ...(act.clientAddress === undefined ? {} : { clientAddress: act.clientAddress }),
      now: act.now,
    });
  });
  return { report: await notHonouredReport(db, id), message };
}
