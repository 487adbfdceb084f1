import {
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  merchantSchema,
  RedeemText,
  redemptionListSchema,
  redemptionSchema,
  CatalogApi,
  RedemptionApi,
  AccountApi,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from './factories/user.ts';
import { getJson, logIn, postJson } from './helpers/session.ts';
import { activatedMember as activatedMemberOf } from './helpers/activated-member.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const activatedMember = () => activatedMemberOf(testApp());

const redeem = (cookie: string, offerId: number, activationVoucherId: number) =>
  postJson(testApp().app, RedemptionApi.redeem.path, { offerId, activationVoucherId }, cookie);

describe('POST /api/merchant/offer/redeem', () => {
  it('redeems once, records the savings and adds them to the profile', async () => {
    const { app } = testApp();
    const { cookie, voucherId, offerIds } = await activatedMember();

    const first = await redeem(cookie, offerIds[1]!, voucherId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      merchantName: 'Redeem Cafe',
      offerTitle: 'Offer 2 of Redeem Cafe',
      savings: 6,
    });

    const again = await redeem(cookie, offerIds[1]!, voucherId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: ErrorCode.alreadyRedeemed,
      message: RedeemText.alreadyRedeemed,
    });

    await redeem(cookie, offerIds[0]!, voucherId);
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).json()).toMatchObject({
      totalSavings: 11,
    });
    const history = redemptionListSchema.parse(
      (await getJson(app, RedemptionApi.getRedemptions.path, cookie)).json(),
    );
    expect(history.map((r) => r.offerTitle)).toEqual([
      'Offer 1 of Redeem Cafe',
      'Offer 2 of Redeem Cafe',
    ]);
  });

  it('issue 32 item 4: the savings answer carries the verification code of the member’s own redemptions only', async () => {
    const { app } = testApp();
    const member = await activatedMember();
    const other = await activatedMember();
    const mine = redemptionSchema.parse(
      (await redeem(member.cookie, member.offerIds[0]!, member.voucherId)).json(),
    );
    const theirs = redemptionSchema.parse(
      (await redeem(other.cookie, other.offerIds[0]!, other.voucherId)).json(),
    );

    const history = redemptionListSchema.parse(
      (await getJson(app, RedemptionApi.getRedemptions.path, member.cookie)).json(),
    );
    expect(history.map((r) => [r.id, r.verificationCode])).toEqual([
      [mine.id, mine.verificationCode],
    ]);
    expect(history.map((r) => r.verificationCode)).not.toContain(theirs.verificationCode);
    const anonymous = await getJson(app, RedemptionApi.getRedemptions.path, undefined);
    expect(anonymous.statusCode).toBe(401);
  });

  it('records exactly one redemption for 50 simultaneous requests', async () => {
    const { db } = testApp();
    const { cookie, voucherId, offerIds } = await activatedMember();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => redeem(cookie, offerIds[2]!, voucherId)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await db
      .selectFrom('redemption')
      .select('id')
      .where('offer_id', '=', offerIds[2]!)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('marks the offer redeemed for this member only', async () => {
    const { app, db } = testApp();
    const { cookie, voucherId, merchant, offerIds } = await activatedMember();
    await redeem(cookie, offerIds[0]!, voucherId);
    const mine = merchantSchema.parse(
      (
        await getJson(
          app,
          urlOf(CatalogApi.getMerchant, { params: { id: merchant.id }, query: {} }),
          cookie,
        )
      ).json(),
    );
    expect(mine.offers.map((o) => o.redeemed)).toEqual([true, false, false]);
    const other = await createUser(db);
    const otherCookie = await logIn(app, other.email, other.password);
    for (const who of [otherCookie, undefined]) {
      const theirs = merchantSchema.parse(
        (
          await getJson(
            app,
            urlOf(CatalogApi.getMerchant, { params: { id: merchant.id }, query: {} }),
            who,
          )
        ).json(),
      );
      expect(theirs.offers.every((o) => !o.redeemed)).toBe(true);
    }
  });

  it('refuses members without an activation, with another member’s voucher, and the guest', async () => {
    const { app, db } = testApp();
    const { voucherId, offerIds } = await activatedMember();
    const stranger = await createUser(db);
    const strangerCookie = await logIn(app, stranger.email, stranger.password);
    const response = await redeem(strangerCookie, offerIds[0]!, voucherId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.notActivated });
    const guest = await logIn(app, GUEST_EMAIL, GUEST_PASSWORD);
    expect((await redeem(guest, offerIds[0]!, voucherId)).statusCode).toBe(403);
  });

  it('answers 400 activationExpired once the activation has run out', async () => {
    const { db } = testApp();
    const { cookie, voucherId, offerIds } = await activatedMember();
    await db
      .updateTable('activation_voucher')
      .set({ offers_valid_to: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', voucherId)
      .execute();
    const response = await redeem(cookie, offerIds[0]!, voucherId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.activationExpired,
      message: RedeemText.activationExpired,
    });
  });

  it('refuses an offer whose book (its edition, OPERATOR-13) has expired, and an unknown offer', async () => {
    const { db } = testApp();
    const { cookie, voucherId, offerIds } = await activatedMember();
    await db
      .updateTable('edition')
      .set({ valid_until: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', (eb) =>
        eb.selectFrom('offer').select('edition_id').where('offer.id', '=', offerIds[0]!),
      )
      .execute();
    expect((await redeem(cookie, offerIds[0]!, voucherId)).json()).toMatchObject({
      code: 'bookExpired',
    });
    expect((await redeem(cookie, 999999, voucherId)).statusCode).toBe(404);
  });
});
