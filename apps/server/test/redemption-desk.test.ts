import {
  deskAnswerSchema,
  RedemptionApi,
  RedemptionBusinessApi,
  redemptionSchema,
  replacePathParams,
  type DeskAnswer,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { activatedMember } from './helpers/activated-member.ts';
import { addBusinessPerson, businessSignIn, signedInBusinessPerson } from './helpers/business.ts';
import { postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-5's five answers at the Redeem Desk, its accept once (and under a race), audited, and
 * MERCHANT-3: no answer names the member.
 */

const testApp = useTestApp();

let addressCount = 0;
/** Each test calls from its own address: the desk's limit counts per address. */
const newAddress = () => `10.42.${Math.floor(addressCount / 200)}.${(addressCount++ % 200) + 1}`;

function deskCall(
  endpoint: 'check' | 'accept',
  merchantId: number,
  code: string,
  cookie: string,
  remoteAddress: string,
) {
  const declared =
    endpoint === 'check'
      ? RedemptionBusinessApi.checkCodeAtLocation
      : RedemptionBusinessApi.acceptCodeAtLocation;
  const url = replacePathParams(declared.path, (name) =>
    name === 'merchantId' ? String(merchantId) : encodeURIComponent(code),
  );
  return testApp().app.inject({
    method: declared.method,
    url,
    remoteAddress,
    headers: {
      cookie,
      ...(declared.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(declared.method === 'POST' ? { payload: '{}' } : {}),
  });
}

/** A member with a name who redeemed an offer of a merchant, and counter staff of that merchant. */
async function redeemedAtDesk() {
  const member = await activatedMember(testApp());
  await testApp()
    .db.updateTable('app_user')
    .set({ first_name: 'Jane', last_name: 'Doe' })
    .where('id', '=', member.user.id)
    .execute();
  const response = await postJson(
    testApp().app,
    RedemptionApi.redeem.path,
    { offerId: member.offerIds[0]!, activationVoucherId: member.voucherId },
    member.cookie,
  );
  const redemption = redemptionSchema.parse(response.json());
  const staff = await signedInBusinessPerson(testApp(), 'counterStaff', [member.merchant.id]);
  const address = newAddress();
  const check = (code = redemption.verificationCode, merchantId = member.merchant.id) =>
    deskCall('check', merchantId, code, staff.cookie, address);
  const accept = (code = redemption.verificationCode, merchantId = member.merchant.id) =>
    deskCall('accept', merchantId, code, staff.cookie, address);
  return { member, redemption, staff, check, accept };
}

async function answerOf(call: Promise<{ statusCode: number; body: string }>): Promise<DeskAnswer> {
  const response = await call;
  expect(response.statusCode, response.body).toBe(200);
  return deskAnswerSchema.parse(JSON.parse(response.body));
}

async function stampOf(code: string) {
  return testApp()
    .db.selectFrom('redemption')
    .select(['first_checked_at', 'checked_by_staff_id', 'checked_merchant_id'])
    .where('verification_code', '=', code)
    .executeTakeFirstOrThrow();
}

describe('the Redeem Desk (MERCHANT-5)', () => {
  it('answers valid for this location with offer, time and initials, and stamps nothing', async () => {
    const { member, redemption, check } = await redeemedAtDesk();
    const response = await check();
    expect(await answerOf(Promise.resolve(response))).toEqual({
      answer: 'valid',
      code: redemption.verificationCode,
      offerTitle: 'Offer 1 of Redeem Cafe',
      redeemedAt: redemption.redeemedAt,
      memberInitials: 'J. D.',
    });
    // MERCHANT-3: never the member's name, e-mail or any id.
    for (const secret of ['Jane', 'Doe', member.user.email, `"${member.user.id}"`])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/userId|memberId|email/i);
    await check();
    expect(await stampOf(redemption.verificationCode)).toEqual({
      first_checked_at: null,
      checked_by_staff_id: null,
      checked_merchant_id: null,
    });
  });

  it('takes a code as typed: lower case, look-alikes, a space', async () => {
    const { redemption, check } = await redeemedAtDesk();
    const typed = redemption.verificationCode
      .toLowerCase()
      .replaceAll('0', 'o')
      .replaceAll('1', 'l')
      .replace(/^(...)/, '$1 ');
    expect(await answerOf(check(typed))).toMatchObject({
      answer: 'valid',
      code: redemption.verificationCode,
    });
  });

  it('accepts once: stamped by whom and where, audited; a second check and accept answer already checked', async () => {
    const { member, redemption, staff, check, accept } = await redeemedAtDesk();
    const accepted = await answerOf(accept());
    expect(accepted).toMatchObject({
      answer: 'accepted',
      code: redemption.verificationCode,
      memberInitials: 'J. D.',
    });
    const stamp = await stampOf(redemption.verificationCode);
    expect(stamp).toEqual({
      first_checked_at: accepted.answer === 'accepted' ? accepted.checkedAt : 'missing',
      checked_by_staff_id: staff.id,
      checked_merchant_id: member.merchant.id,
    });
    const expected = {
      answer: 'alreadyChecked',
      code: redemption.verificationCode,
      offerTitle: 'Offer 1 of Redeem Cafe',
      redeemedAt: redemption.redeemedAt,
      checkedAt: stamp.first_checked_at,
      checkedBy: staff.email,
      checkedAtLocation: 'Redeem Cafe',
    };
    expect(await answerOf(check())).toEqual(expected);
    expect(await answerOf(accept())).toEqual(expected);
    expect(await stampOf(redemption.verificationCode)).toEqual(stamp);

    const audit = await testApp()
      .db.selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'redemption.check')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: staff.email, object_type: 'redemption' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      firstCheckedAt: stamp.first_checked_at,
      merchantId: member.merchant.id,
      code: redemption.verificationCode,
    });
  });

  it('stamps once when two desks accept at the same moment: the other answers already checked', async () => {
    const { member, redemption, staff } = await redeemedAtDesk();
    const colleague = await addBusinessPerson(testApp(), staff.organisationId, 'counterStaff', [
      member.merchant.id,
    ]);
    const colleagueCookie = await businessSignIn(testApp(), colleague);
    const code = redemption.verificationCode;
    const answers = await Promise.all([
      answerOf(deskCall('accept', member.merchant.id, code, staff.cookie, newAddress())),
      answerOf(deskCall('accept', member.merchant.id, code, colleagueCookie, newAddress())),
    ]);
    expect(answers.map((answer) => answer.answer).sort()).toEqual(['accepted', 'alreadyChecked']);
    const winner = answers[0].answer === 'accepted' ? staff.id : colleague.id;
    expect((await stampOf(code)).checked_by_staff_id).toBe(winner);
    const audits = await testApp()
      .db.selectFrom('staff_audit')
      .select('staff_id')
      .where('action', '=', 'redemption.check')
      .where('staff_id', 'in', [staff.id, colleague.id])
      .execute();
    expect(audits).toEqual([{ staff_id: winner }]);
  });

  it('warns of a code redeemed for another merchant, by name, and never accepts it here', async () => {
    const { redemption } = await redeemedAtDesk();
    const { marketId } = await createMarketWithMerchants(
      testApp().db,
      { latitude: 20, longitude: 20 },
      [{ title: 'Other Deli', latitude: 20, longitude: 20, offers: 1 }],
    );
    const other = await testApp()
      .db.selectFrom('merchant')
      .select('id')
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    const otherStaff = await signedInBusinessPerson(testApp(), 'counterStaff', [other.id]);
    const address = newAddress();
    const expected = {
      answer: 'otherMerchant',
      code: redemption.verificationCode,
      merchantName: 'Redeem Cafe',
    };
    expect(
      await answerOf(
        deskCall('check', other.id, redemption.verificationCode, otherStaff.cookie, address),
      ),
    ).toEqual(expected);
    expect(
      await answerOf(
        deskCall('accept', other.id, redemption.verificationCode, otherStaff.cookie, address),
      ),
    ).toEqual(expected);
    expect((await stampOf(redemption.verificationCode)).first_checked_at).toBeNull();
  });

  it('answers made offline and not yet synced for a code an offline ticket reserved', async () => {
    const { member, check, accept } = await redeemedAtDesk();
    const tickets = (
      await postJson(
        testApp().app,
        RedemptionApi.getOfflineTickets.path,
        { activationVoucherId: member.voucherId },
        member.cookie,
      )
    ).json<{ verificationCode: string }[]>();
    const code = tickets[0]!.verificationCode;
    expect(await answerOf(check(code))).toEqual({ answer: 'offlineNotSynced', code });
    expect(await answerOf(accept(code))).toEqual({ answer: 'offlineNotSynced', code });
  });

  it('answers unknown for a made-up code and for what cannot be a code', async () => {
    const { redemption, check, accept } = await redeemedAtDesk();
    const madeUp = redemption.verificationCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    expect(await answerOf(check(madeUp))).toEqual({ answer: 'unknown', code: madeUp });
    expect(await answerOf(accept(madeUp))).toEqual({ answer: 'unknown', code: madeUp });
    expect(await answerOf(check('hello!'))).toEqual({ answer: 'unknown', code: 'hello!' });
  });

  it('refuses a location that is not the caller’s with 403 before reading, and writes nothing', async () => {
    const { redemption, staff } = await redeemedAtDesk();
    const elsewhere = await signedInBusinessPerson(testApp(), 'counterStaff', []);
    const [notTheirs] = await testApp()
      .db.selectFrom('merchant')
      .select('id')
      .where('id', '!=', staff.organisation.merchantIds[0]!)
      .limit(1)
      .execute();
    for (const endpoint of ['check', 'accept'] as const) {
      const response = await deskCall(
        endpoint,
        staff.organisation.merchantIds[0]!,
        redemption.verificationCode,
        elsewhere.cookie,
        newAddress(),
      );
      expect(response.statusCode, response.body).toBe(403);
      const mine = await deskCall(
        endpoint,
        notTheirs!.id,
        redemption.verificationCode,
        staff.cookie,
        newAddress(),
      );
      expect(mine.statusCode, mine.body).toBe(403);
    }
    expect((await stampOf(redemption.verificationCode)).first_checked_at).toBeNull();
  });

  it('lets the organisation’s merchant admin check and accept at its locations', async () => {
    const { member, redemption, staff } = await redeemedAtDesk();
    const admin = await addBusinessPerson(testApp(), staff.organisationId, 'merchantAdmin');
    const cookie = await businessSignIn(testApp(), admin);
    const address = newAddress();
    expect(
      await answerOf(
        deskCall('accept', member.merchant.id, redemption.verificationCode, cookie, address),
      ),
    ).toMatchObject({ answer: 'accepted' });
    expect((await stampOf(redemption.verificationCode)).checked_by_staff_id).toBe(admin.id);
  });
});
