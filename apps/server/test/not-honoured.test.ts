import {
  ErrorCode,
  NOT_HONOURED_LIMIT,
  NOT_HONOURED_LIMIT_DAYS,
  NotHonouredApi,
  NotHonouredText,
  RedemptionApi,
  RedemptionConsoleApi,
  urlOf,
  type MemberNotHonouredReport,
  type NotHonouredGridPage,
  type NotHonouredReport,
  type NotHonouredResult,
  type Redemption,
} from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { notHonouredReportsAboutMerchants } from '../src/modules/redemption/index.ts';
import { earlierReports, markRedemptionChecked, redeemedHoursAgo } from './factories/redemption.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { failDatabaseWrites } from './helpers/database-failure.ts';
import { getJson, postJson } from './helpers/session.ts';
import { signedInStaff, staffCall, type SignedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-10, MERCHANT-11 (ADR 0047): a member reports a coupon not honoured; one no staff member
 * checked is restored at once, a checked one waits for the operator; one report per redemption
 * under a double tap; a few a month at most; the console's queue and its audited steps; and what
 * the merchant portal may read.
 */

const testApp = useTestApp();
let support: SignedInStaff;

beforeAll(async () => {
  support = await signedInStaff(testApp(), 'support');
});

type Member = Awaited<ReturnType<typeof activatedMember>>;

async function redeemed(member: Member, offerIndex = 0): Promise<Redemption> {
  const response = await postJson(
    testApp().app,
    RedemptionApi.redeem.path,
    { offerId: member.offerIds[offerIndex], activationVoucherId: member.voucherId },
    member.cookie,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Redemption>();
}

function report(
  member: Member,
  redemptionId: number,
  body: Record<string, unknown> = { reason: 'staffRefused', note: 'They said the app is fake.' },
) {
  return postJson(
    testApp().app,
    urlOf(NotHonouredApi.reportNotHonoured, { params: { redemptionId } }),
    body,
    member.cookie,
  );
}

async function memberReports(member: Member) {
  const response = await getJson(
    testApp().app,
    NotHonouredApi.getNotHonouredReports.path,
    member.cookie,
  );
  expect(response.statusCode).toBe(200);
  return response.json<MemberNotHonouredReport[]>();
}

async function redeemAgain(member: Member, offerIndex = 0) {
  return postJson(
    testApp().app,
    RedemptionApi.redeem.path,
    { offerId: member.offerIds[offerIndex], activationVoucherId: member.voucherId },
    member.cookie,
  );
}

async function queue(query: Record<string, string>) {
  const response = await staffCall(
    testApp().app,
    'GET',
    `${RedemptionConsoleApi.getNotHonouredGrid.path}?${new URLSearchParams(query).toString()}`,
    support.cookie,
  );
  expect(response.statusCode).toBe(200);
  return response.json<NotHonouredGridPage>();
}

function resolve(reportId: number, action: string, reason: string) {
  return staffCall(
    testApp().app,
    'POST',
    urlOf(RedemptionConsoleApi.resolveNotHonoured, { params: { reportId } }),
    support.cookie,
    { action, reason },
  );
}

async function auditOf(reportId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'notHonouredReport')
    .where('object_id', '=', String(reportId))
    .orderBy('id')
    .execute();
}

async function redemptionExists(id: number) {
  const row = await testApp()
    .db.selectFrom('redemption')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

describe('a member reports a coupon not honoured (MERCHANT-10)', () => {
  it('restores a redemption no staff member checked at once: the coupon can be redeemed again', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    const response = await report(member, redemption.id);
    expect(response.statusCode).toBe(200);
    const result = response.json<NotHonouredResult>();
    expect(result).toMatchObject({
      restored: true,
      message: NotHonouredText.restored,
      report: {
        redemptionId: redemption.id,
        merchantName: redemption.merchantName,
        offerTitle: redemption.offerTitle,
        verificationCode: redemption.verificationCode,
        reason: 'staffRefused',
        note: 'They said the app is fake.',
        state: 'open',
        restoredAt: expect.any(String),
        operatorReason: null,
      },
    });
    expect(await redemptionExists(redemption.id)).toBe(false);
    expect((await redeemAgain(member)).statusCode).toBe(200);
    expect(await memberReports(member)).toEqual([result.report]);

    // MERCHANT-11: it goes to the queue all the same, restored, for the operator to look at.
    const page = await queue({ marketId: String(await marketOf(member)) });
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: result.report.id,
        state: 'open',
        checked: false,
        restored: true,
        verificationCode: redemption.verificationCode,
      }),
    ]);
  });

  it('keeps a redemption staff checked redeemed; it waits, open, in the queue', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(testApp().db, redemption.id);
    const response = await report(member, redemption.id, { reason: 'chargedMore' });
    expect(response.statusCode).toBe(200);
    const result = response.json<NotHonouredResult>();
    expect(result).toMatchObject({
      restored: false,
      message: NotHonouredText.waiting,
      report: { state: 'open', restoredAt: null, note: null, reason: 'chargedMore' },
    });
    expect(await redemptionExists(redemption.id)).toBe(true);
    expect((await redeemAgain(member)).json()).toMatchObject({ code: ErrorCode.alreadyRedeemed });

    const page = await queue({ marketId: String(await marketOf(member)) });
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: result.report.id,
        state: 'open',
        checked: true,
        restored: false,
      }),
    ]);
    const detail = await staffCall(
      testApp().app,
      'GET',
      urlOf(RedemptionConsoleApi.getNotHonouredReport, { params: { reportId: result.report.id } }),
      support.cookie,
    );
    expect(detail.json<NotHonouredReport>()).toMatchObject({
      checkedAt: expect.any(String),
      restoredAt: null,
      member: { id: member.user.id, email: member.user.email },
    });
  });

  it('takes one report per redemption, restored or not', async () => {
    const member = await activatedMember(testApp());
    const restored = await redeemed(member, 0);
    const checked = await redeemed(member, 1);
    await markRedemptionChecked(testApp().db, checked.id);
    for (const redemption of [restored, checked]) {
      expect((await report(member, redemption.id)).statusCode).toBe(200);
      const again = await report(member, redemption.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: ErrorCode.alreadyReported,
        message: NotHonouredText.alreadyReported,
      });
    }
    expect(await memberReports(member)).toHaveLength(2);
  });

  it('makes one report and one restore of a double tap', async () => {
    const { db } = testApp();
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(member, redemption.id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: ErrorCode.alreadyReported });
    const rows = await db
      .selectFrom('not_honoured_report')
      .selectAll()
      .where('user_id', '=', member.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      redemption_id: redemption.id,
      restored_at: expect.any(String),
    });
    expect(await redemptionExists(redemption.id)).toBe(false);
    // One restore: the coupon is redeemable once more, not twice.
    expect((await redeemAgain(member)).statusCode).toBe(200);
    expect((await redeemAgain(member)).statusCode).toBe(409);
  });

  it('refuses a redemption older than 24 hours, another member’s, and a bad reason', async () => {
    const { db } = testApp();
    const member = await activatedMember(testApp());
    const other = await activatedMember(testApp());
    const old = await redeemed(member, 0);
    await redeemedHoursAgo(db, old.id, 24.5);
    const late = await report(member, old.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.reportWindowClosed });

    const theirs = await redeemed(other, 0);
    const stranger = await report(member, theirs.id);
    expect(stranger.statusCode).toBe(404);
    expect(await redemptionExists(theirs.id)).toBe(true);

    const fresh = await redeemed(member, 1);
    expect((await report(member, fresh.id, { reason: 'rude' })).statusCode).toBe(400);
    expect(
      (await report(member, fresh.id, { reason: 'other', note: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect(await redemptionExists(fresh.id)).toBe(true);
    expect(await memberReports(member)).toEqual([]);
  });

  it(`refuses a report beyond ${String(NOT_HONOURED_LIMIT)} in ${String(NOT_HONOURED_LIMIT_DAYS)} days, saying when again`, async () => {
    const { db } = testApp();
    const member = await activatedMember(testApp());
    const day = 86_400_000;
    const merchant = { id: member.merchant.id, offerId: member.offerIds[0]! };
    // One older than the window, which no longer counts; the oldest in it frees a place first.
    const oldestInWindow = new Date(Date.now() - 20 * day);
    await earlierReports(db, member.user.id, merchant, [
      new Date(Date.now() - 31 * day),
      oldestInWindow,
      new Date(Date.now() - 2 * day),
    ]);
    const third = await redeemed(member, 0);
    expect((await report(member, third.id)).statusCode).toBe(200);

    const fourth = await redeemed(member, 1);
    const refused = await report(member, fourth.id);
    expect(refused.statusCode).toBe(409);
    const againAt = new Date(oldestInWindow.getTime() + NOT_HONOURED_LIMIT_DAYS * day);
    const { message } = refused.json<{ message: string }>();
    expect(refused.json()).toMatchObject({ code: ErrorCode.reportLimitReached });
    expect(message).toContain(
      new Intl.DateTimeFormat('en-US', {
        timeZone: await timeZoneOf(member),
        dateStyle: 'long',
      }).format(againAt),
    );
    expect(await redemptionExists(fourth.id)).toBe(true);
  });
});

describe('the operator resolves a report (MERCHANT-11)', () => {
  it('dismisses with a reason the member reads; audited; a resolved report takes no further step', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(testApp().db, redemption.id);
    const { report: made } = (await report(member, redemption.id)).json<NotHonouredResult>();
    const why = 'The business confirmed the coupon was accepted at the counter.';
    const dismissed = await resolve(made.id, 'dismiss', why);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({
      report: { state: 'dismissed', operatorReason: why, operatorEmail: support.email },
    });
    expect(await memberReports(member)).toEqual([
      expect.objectContaining({ state: 'dismissed', operatorReason: why, restoredAt: null }),
    ]);
    expect(await redemptionExists(redemption.id)).toBe(true);
    expect(await auditOf(made.id)).toEqual([
      expect.objectContaining({
        action: 'notHonouredReport.dismiss',
        staff_email: support.email,
        reason: why,
      }),
    ]);
    const again = await resolve(made.id, 'restore', 'Changed my mind about this one.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.reportResolved });
    expect(await redemptionExists(redemption.id)).toBe(true);
    expect(await auditOf(made.id)).toHaveLength(1);
  });

  it('contacts the merchant (still unresolved), then restores a checked coupon', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(testApp().db, redemption.id);
    const { report: made } = (await report(member, redemption.id)).json<NotHonouredResult>();
    const contacted = await resolve(
      made.id,
      'contactMerchant',
      'We asked the business what happened.',
    );
    expect(contacted.json()).toMatchObject({ report: { state: 'merchantContacted' } });
    expect((await queue({ marketId: String(await marketOf(member)) })).rows).toEqual([
      expect.objectContaining({ id: made.id, state: 'merchantContacted' }),
    ]);
    const restored = await resolve(made.id, 'restore', 'The business agreed: use it again.');
    expect(restored.json()).toMatchObject({
      report: { state: 'restored', restoredAt: expect.any(String) },
    });
    expect(await redemptionExists(redemption.id)).toBe(false);
    expect((await redeemAgain(member)).statusCode).toBe(200);
    expect((await queue({ marketId: String(await marketOf(member)) })).rows).toEqual([]);
    expect(
      (await queue({ marketId: String(await marketOf(member)), state: 'restored' })).rows,
    ).toEqual([expect.objectContaining({ id: made.id })]);
    expect((await auditOf(made.id)).map((row) => row.action)).toEqual([
      'notHonouredReport.contactMerchant',
      'notHonouredReport.restore',
    ]);
  });

  it('closes an auto-restored report as restored without deleting the new redemption', async () => {
    const member = await activatedMember(testApp());
    const first = await redeemed(member);
    const { report: made } = (await report(member, first.id)).json<NotHonouredResult>();
    const second = await redeemed(member);
    const closed = await resolve(made.id, 'restore', 'Sorry about that visit; enjoy the coupon.');
    expect(closed.json()).toMatchObject({ message: expect.stringContaining('restored already') });
    expect(await redemptionExists(second.id)).toBe(true);
  });

  it('writes nothing when the audit entry cannot be written', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(testApp().db, redemption.id);
    const { report: made } = (await report(member, redemption.id)).json<NotHonouredResult>();
    const restore = await failDatabaseWrites(testApp(), { event: 'insert', table: 'staff_audit' });
    const failed = await resolve(made.id, 'restore', 'The business agreed: use it again.');
    await restore();
    expect(failed.statusCode).toBe(500);
    expect(await redemptionExists(redemption.id)).toBe(true);
    expect(await memberReports(member)).toEqual([
      expect.objectContaining({ state: 'open', operatorReason: null }),
    ]);
  });

  it('takes one of two operators’ steps at once', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(testApp().db, redemption.id);
    const { report: made } = (await report(member, redemption.id)).json<NotHonouredResult>();
    const answers = await Promise.all([
      resolve(made.id, 'restore', 'Restoring: the business agreed.'),
      resolve(made.id, 'dismiss', 'Dismissing: the business disagreed.'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(made.id)).toHaveLength(1);
  });

  it('lists unresolved reports first, then by the grid’s order', async () => {
    const member = await activatedMember(testApp());
    const reportIds: number[] = [];
    for (const index of [0, 1, 2]) {
      const redemption = await redeemed(member, index);
      await markRedemptionChecked(testApp().db, redemption.id);
      reportIds.push((await report(member, redemption.id)).json<NotHonouredResult>().report.id);
    }
    const [first, second, third] = reportIds as [number, number, number];
    expect((await resolve(first, 'dismiss', 'Nothing we could confirm.')).statusCode).toBe(200);
    const marketId = String(await marketOf(member));
    const all = await queue({ marketId, state: 'all' });
    expect(all.rows.map((row) => row.id)).toEqual([second, third, first]);
    const newestFirst = await queue({ marketId, state: 'all', direction: 'desc' });
    expect(newestFirst.rows.map((row) => row.id)).toEqual([third, second, first]);
    expect((await queue({ marketId })).rows.map((row) => row.id)).toEqual([second, third]);
    expect((await queue({ marketId, state: 'dismissed' })).rows.map((row) => row.id)).toEqual([
      first,
    ]);
  });

  it('needs a reason and an action', async () => {
    expect((await resolve(1, 'dismiss', 'no')).statusCode).toBe(400);
    expect((await resolve(1, 'refund', 'A fine reason here')).statusCode).toBe(400);
    expect((await resolve(2_000_000, 'dismiss', 'A fine reason here')).statusCode).toBe(404);
  });
});

describe('what the merchant portal reads (MERCHANT-11, MERCHANT-3)', () => {
  it('lists the reports about the merchants in a range, with no member identity', async () => {
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    const before = new Date(Date.now() - 1000).toISOString();
    await report(member, redemption.id, { reason: 'closed', note: `I am ${member.user.email}` });
    const after = new Date(Date.now() + 1000).toISOString();
    const rows = await notHonouredReportsAboutMerchants(testApp().db, [member.merchant.id], {
      from: before,
      to: after,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        merchantId: member.merchant.id,
        verificationCode: redemption.verificationCode,
        reason: 'closed',
        checked: false,
        restored: true,
        state: 'open',
      }),
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(member.user.email);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'checked',
        'id',
        'merchantId',
        'merchantName',
        'offerId',
        'offerTitle',
        'reason',
        'redeemedAt',
        'reportedAt',
        'restored',
        'state',
        'verificationCode',
      ].sort(),
    );
    expect(
      await notHonouredReportsAboutMerchants(testApp().db, [member.merchant.id], {
        from: after,
        to: new Date(Date.now() + 60_000).toISOString(),
      }),
    ).toEqual([]);
  });

  it('keeps the report when the member deletes their account', async () => {
    const { db } = testApp();
    const member = await activatedMember(testApp());
    const redemption = await redeemed(member);
    await markRedemptionChecked(db, redemption.id);
    await report(member, redemption.id);
    await db.deleteFrom('app_user').where('id', '=', member.user.id).execute();
    const rows = await db
      .selectFrom('not_honoured_report')
      .selectAll()
      .where('redemption_id', '=', redemption.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: null, merchant_id: member.merchant.id }),
    ]);
  });
});

async function marketOf(member: Member): Promise<number> {
  const row = await testApp()
    .db.selectFrom('merchant')
    .select('market_id')
    .where('id', '=', member.merchant.id)
    .executeTakeFirstOrThrow();
  return row.market_id;
}

async function timeZoneOf(member: Member): Promise<string> {
  const row = await testApp()
    .db.selectFrom('market')
    .select('time_zone')
    .where('id', '=', await marketOf(member))
    .executeTakeFirstOrThrow();
  return row.time_zone;
}
