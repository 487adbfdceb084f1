import { RedemptionBusinessApi } from '@citybook/contract';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInBusinessPerson } from './helpers/business.ts';
import { staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';
import { loggedInMember } from './helpers/member.ts';

/*
 * MERCHANT-11, MERCHANT-3: a merchant admin sees the reports not honoured about their
 * organisation's locations, in the window asked, and nothing of who the member is.
 */

const testApp = useTestApp();

/** A report as the member's report writes it (the member's note and account included). */
async function aReport(
  merchant: { id: number; title: string },
  userId: number,
  reportedDaysAgo: number,
  overrides: { state?: string; checked?: boolean } = {},
) {
  const at = new Date(Date.now() - reportedDaysAgo * 86_400_000);
  const offer = await testApp()
    .db.selectFrom('offer')
    .select(['id', 'title'])
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  return testApp()
    .db.insertInto('not_honoured_report')
    .values({
      redemption_id: randomInt(1_000_000, 2_000_000_000),
      user_id: userId,
      merchant_id: merchant.id,
      offer_id: offer.id,
      market_id: null,
      merchant_name: merchant.title,
      offer_title: offer.title,
      verification_code: `V${String(randomInt(100_000, 999_999))}`,
      redeemed_at: new Date(at.getTime() - 3_600_000).toISOString(),
      checked_at: overrides.checked ? at.toISOString() : null,
      reason: 'staffRefused',
      note: 'Jane Roe here, call me on 555-0100',
      reported_at: at.toISOString(),
      state: overrides.state ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the merchant’s reports not honoured (MERCHANT-11)', () => {
  it('lists its locations’ reports of the window, oldest first, with no member in them', async () => {
    const merchants = await testApp()
      .db.selectFrom('merchant')
      .select(['id', 'title'])
      .where('organisation_id', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('offer')
            .select('offer.id')
            .whereRef('offer.merchant_id', '=', 'merchant.id'),
        ),
      )
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [mine, theirs] = merchants as [
      { id: number; title: string },
      { id: number; title: string },
    ];
    const admin = await signedInBusinessPerson(testApp(), 'merchantAdmin', [mine.id]);
    const member = await loggedInMember(testApp());
    const old = await aReport(mine, member.user.id, 120);
    const older = await aReport(mine, member.user.id, 10, { checked: true });
    const newer = await aReport(mine, member.user.id, 1, { state: 'restored' });
    await aReport(theirs, member.user.id, 1);

    const call = (query = '') =>
      staffCall(
        testApp().app,
        'GET',
        `${RedemptionBusinessApi.getLocationNotHonouredReports.path}${query}`,
        admin.cookie,
      );
    const answer = await call();
    expect(answer.statusCode).toBe(200);
    const reports = answer.json<{ id: number; checked: boolean; state: string }[]>();
    expect(reports.map((report) => report.id)).toEqual([older.id, newer.id]);
    expect(reports[0]).toMatchObject({ checked: true, state: 'open', merchantId: mine.id });
    expect(reports[1]).toMatchObject({ checked: false, state: 'restored' });
    // MERCHANT-3: nothing of the member, not even their own words.
    expect(answer.body).not.toMatch(/Jane|555-0100|note|userId|email/);
    expect(answer.body).not.toContain(member.user.email);

    const wider = await call('?days=200');
    expect(wider.json<{ id: number }[]>().map((report) => report.id)).toEqual([
      old.id,
      older.id,
      newer.id,
    ]);
    expect((await call('?days=0')).statusCode).toBe(400);
  });
});
