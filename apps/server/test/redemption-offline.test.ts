import {
  ErrorCode,
  MerchantLeftText,
  newVerificationCode,
  offlineTicketListSchema,
  OfflineTicketText,
  RedeemedAtText,
  RedeemText,
  RedemptionApi,
  redemptionSchema,
  verificationSchema,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { describe, expect, it } from 'vitest';
import { activatedMember } from './helpers/activated-member.ts';
import { postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const redeem = (cookie: string, body: Record<string, unknown>) =>
  postJson(testApp().app, RedemptionApi.redeem.path, body, cookie);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A member whose activation began a day ago, so that moments of the last hours fall within it. */
async function memberActivatedYesterday() {
  const member = await activatedMember(testApp());
  await testApp()
    .db.updateTable('activation_voucher')
    .set({ created_at: minutesAgo(24 * 60) })
    .where('id', '=', member.voucherId)
    .execute();
  return member;
}

/** The session's offline tickets, as if the device had fetched them `minutes` ago, online. */
async function ticketsFetched(cookie: string, voucherId: number, minutes: number) {
  const { app, db } = testApp();
  const answer = await postJson(
    app,
    RedemptionApi.getOfflineTickets.path,
    { activationVoucherId: voucherId },
    cookie,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const tickets = offlineTicketListSchema.parse(answer.json());
  await db
    .updateTable('offline_ticket')
    .set({ issued_at: minutesAgo(minutes) })
    .where(
      'ticket',
      'in',
      tickets.map((ticket) => ticket.id),
    )
    .execute();
  return tickets.map((ticket) => ({ ...ticket, issuedAt: minutesAgo(minutes) }));
}

async function rowsOf(offerId: number) {
  return testApp()
    .db.selectFrom('redemption')
    .select(['id', 'created_at', 'verification_code'])
    .where('offer_id', '=', offerId)
    .execute();
}

describe('redeeming with an idempotency key and redeemedAt (made offline)', () => {
  it('answers the same redemption for the same key, recorded at the device’s moment', async () => {
    const { cookie, voucherId, offerIds } = await memberActivatedYesterday();
    const [ticket] = await ticketsFetched(cookie, voucherId, 60);
    const body = {
      offerId: offerIds[0]!,
      activationVoucherId: voucherId,
      idempotencyKey: '7d0c2a7e-3f4b-4c2d-9a51-0b8f3e6d1c22',
      redeemedAt: minutesAgo(42),
      offlineTicket: ticket!.id,
    };
    const first = await redeem(cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await redeem(cookie, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const redemption = redemptionSchema.parse(first.json());
    expect(redemption.redeemedAt).toBe(body.redeemedAt);
    expect(redemption.verificationCode).toBe(ticket!.verificationCode);
    expect(await rowsOf(offerIds[0]!)).toHaveLength(1);
  });

  it('makes one row for 20 simultaneous calls with one key, all answering it', async () => {
    const { cookie, voucherId, offerIds } = await memberActivatedYesterday();
    const [ticket] = await ticketsFetched(cookie, voucherId, 10);
    const body = {
      offerId: offerIds[1]!,
      activationVoucherId: voucherId,
      idempotencyKey: 'race-key-0001',
      redeemedAt: minutesAgo(3),
      offlineTicket: ticket!.id,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(cookie, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(offerIds[1]!);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => redemptionSchema.parse(answer.json()).id))).toEqual(
      new Set([rows[0]!.id]),
    );
  });

  it('answers alreadyRedeemed for the same coupon under another key (another device)', async () => {
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const offer = { offerId: offerIds[2]!, activationVoucherId: voucherId };
    expect((await redeem(cookie, { ...offer, idempotencyKey: 'device-a-key' })).statusCode).toBe(
      200,
    );
    const other = await redeem(cookie, { ...offer, idempotencyKey: 'device-b-key' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      code: ErrorCode.alreadyRedeemed,
      message: RedeemText.alreadyRedeemed,
    });
  });

  it('refuses a key already used for another coupon', async () => {
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const key = { activationVoucherId: voucherId, idempotencyKey: 'one-key-two-offers' };
    expect((await redeem(cookie, { ...key, offerId: offerIds[0]! })).statusCode).toBe(200);
    const reused = await redeem(cookie, { ...key, offerId: offerIds[1]! });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: ErrorCode.idempotencyKeyReused });
  });

  it('refuses a redeemedAt in the future, too old, without a ticket, or before the activation', async () => {
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    // Back-dated before the activation (a ticket cannot be issued before it; the rule holds anyway).
    const [ticket] = await ticketsFetched(cookie, voucherId, 120);
    const offer = { offerId: offerIds[0]!, activationVoucherId: voucherId };
    const withTicket = { ...offer, offlineTicket: ticket!.id };
    const cases = [
      [withTicket, minutesAgo(-10), RedeemedAtText.future],
      [withTicket, minutesAgo(8 * 24 * 60), RedeemedAtText.tooOld],
      [offer, minutesAgo(1), OfflineTicketText.missing],
      [withTicket, minutesAgo(60), RedeemedAtText.beforeActivation],
    ] as const;
    for (const [body, redeemedAt, message] of cases) {
      const response = await redeem(cookie, { ...body, redeemedAt });
      expect(response.statusCode, redeemedAt).toBe(400);
      expect(response.json()).toEqual({ code: ErrorCode.redeemedAtOutOfRange, message });
    }
    expect(await rowsOf(offerIds[0]!)).toHaveLength(0);
  });

  it('takes a clock a little ahead as now, and a moment after the activation ended as expired', async () => {
    const { db } = testApp();
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const [first, second] = await ticketsFetched(cookie, voucherId, 120);
    const ahead = await redeem(cookie, {
      offerId: offerIds[0]!,
      activationVoucherId: voucherId,
      redeemedAt: minutesAgo(-2),
      offlineTicket: first!.id,
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(Date.parse(redemptionSchema.parse(ahead.json()).redeemedAt)).toBeLessThanOrEqual(
      Date.now(),
    );

    await db
      .updateTable('activation_voucher')
      .set({ created_at: minutesAgo(600), offers_valid_to: minutesAgo(30) })
      .where('id', '=', voucherId)
      .execute();
    const afterEnd = await redeem(cookie, {
      offerId: offerIds[1]!,
      activationVoucherId: voucherId,
      redeemedAt: minutesAgo(10),
      offlineTicket: second!.id,
    });
    expect(afterEnd.statusCode).toBe(400);
    expect(afterEnd.json()).toEqual({
      code: ErrorCode.activationExpired,
      message: RedeemText.activationExpired,
    });
    // Made offline while the activation ran, sent after it ended: recorded.
    const during = await redeem(cookie, {
      offerId: offerIds[2]!,
      activationVoucherId: voucherId,
      redeemedAt: minutesAgo(45),
      offlineTicket: second!.id,
    });
    expect(during.statusCode, during.body).toBe(200);
  });

  it('keeps the code the device showed, its ticket’s, and staff are told when it reached us', async () => {
    const { cookie, voucherId, offerIds } = await memberActivatedYesterday();
    const [ticket] = await ticketsFetched(cookie, voucherId, 30);
    const code = ticket!.verificationCode;
    const made = await redeem(cookie, {
      offerId: offerIds[0]!,
      activationVoucherId: voucherId,
      idempotencyKey: 'device-code-key-1',
      redeemedAt: minutesAgo(17),
      offlineTicket: ticket!.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const redemption = redemptionSchema.parse(made.json());
    expect(redemption.verificationCode).toBe(code);

    const checked = await testApp().app.inject({
      method: 'GET',
      url: `/api/redemption/verify/${code}`,
      remoteAddress: '10.9.0.1',
    });
    const verification = verificationSchema.parse(checked.json());
    expect(verification.redeemedAt).toBe(redemption.redeemedAt);
    expect(Date.parse(verification.receivedAt ?? '')).toBeGreaterThan(Date.parse(minutesAgo(1)));
  });

  it('ignores a code the device chose: taken, free or malformed, the answer tells nothing of it', async () => {
    const { cookie, voucherId, offerIds } = await memberActivatedYesterday();
    const [ticket, other] = await ticketsFetched(cookie, voucherId, 30);
    const someone = await activatedMember(testApp());
    const taken = redemptionSchema.parse(
      (
        await redeem(someone.cookie, {
          offerId: someone.offerIds[0]!,
          activationVoucherId: someone.voucherId,
        })
      ).json(),
    ).verificationCode;
    let free = newVerificationCode();
    while (free === taken || free === other!.verificationCode) free = newVerificationCode();
    // Online, with another member's code, a ticket's reserved code, a free one and a malformed one
    // (older apps sent the code they showed): each is answered alike, with a code the server drew.
    const answers = [];
    for (const [offerId, code] of [
      [offerIds[0]!, taken],
      [offerIds[1]!, other!.verificationCode],
      [offerIds[2]!, free],
      [someone.offerIds[1]!, 'IIIIII'],
    ] as const) {
      const answer = await redeem(cookie, {
        offerId,
        activationVoucherId: voucherId,
        idempotencyKey: `device-code-${String(offerId)}`,
        verificationCode: code,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const redemption = redemptionSchema.parse(answer.json());
      expect(redemption.verificationCode).not.toBe(code);
      answers.push(answer);
    }
    const shapes = answers.map((answer) => ({
      headers: Object.keys(answer.headers).sort(),
      keys: Object.keys(answer.json<object>()).sort(),
    }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    // The other member's redemption keeps its code; the free one was not given to anyone.
    const holders = await testApp()
      .db.selectFrom('redemption')
      .select(['user_id', 'verification_code'])
      .where('verification_code', 'in', [taken, free])
      .execute();
    expect(holders).toEqual([{ user_id: someone.user.id, verification_code: taken }]);

    // Offline, the ticket's code, reserved for it, wins over any the device sends.
    const offline = await redeem(cookie, {
      offerId: someone.offerIds[2]!,
      activationVoucherId: voucherId,
      redeemedAt: minutesAgo(5),
      verificationCode: newVerificationCode(),
      offlineTicket: ticket!.id,
    });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(redemptionSchema.parse(offline.json()).verificationCode).toBe(ticket!.verificationCode);
    const rows = await testApp()
      .db.selectFrom('redemption')
      .select(['verification_code', 'received_at'])
      .where('activation_voucher_id', '=', voucherId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.received_at === null)).toEqual([true, true, true, true, false]);
  });

  it('refuses a malformed key', async () => {
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const response = await redeem(cookie, {
      offerId: offerIds[0]!,
      activationVoucherId: voucherId,
      idempotencyKey: 'no spaces allowed here',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation });
  });
});

/**
 * Two offers' tickets fetched, then `retire` run ten minutes ago: one redeemed offline 20 minutes
 * ago (before it), one 5 minutes ago (after it).
 */
async function redeemedAroundRetiring(
  label: string,
  retire: (
    db: Kysely<DB>,
    member: Awaited<ReturnType<typeof memberActivatedYesterday>>,
  ) => Promise<unknown>,
) {
  const member = await memberActivatedYesterday();
  const { cookie, voucherId, offerIds } = member;
  const [first, second] = await ticketsFetched(cookie, voucherId, 60);
  await retire(testApp().db, member);
  const redeemedOffline = (offerId: number, key: string, minutes: number, ticket: string) =>
    redeem(cookie, {
      offerId,
      activationVoucherId: voucherId,
      idempotencyKey: `${key}-${label}`,
      redeemedAt: minutesAgo(minutes),
      offlineTicket: ticket,
    });
  const before = await redeemedOffline(offerIds[0]!, 'before', 20, first!.id);
  const after = await redeemedOffline(offerIds[1]!, 'after', 5, second!.id);
  return { before, after, offerIds };
}

describe('redeeming an offer the console retired (OPERATOR-10)', () => {
  it('records one redeemed offline before it was retired, and refuses one after', async () => {
    const { before, after, offerIds } = await redeemedAroundRetiring(
      'offer-retired',
      (db, member) =>
        db
          .updateTable('offer')
          .set({ retired_at: minutesAgo(10) })
          .where('id', 'in', [member.offerIds[0]!, member.offerIds[1]!])
          .execute(),
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(await rowsOf(offerIds[0]!)).toHaveLength(1);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ code: ErrorCode.notFound });
    expect(await rowsOf(offerIds[1]!)).toHaveLength(0);
  });
});

describe('redeeming at a merchant that left the book (MERCHANT-12)', () => {
  it('records one redeemed offline before it left, and refuses one after with 410 naming it', async () => {
    const { before, after, offerIds } = await redeemedAroundRetiring(
      'merchant-left',
      (db, member) =>
        db
          .updateTable('merchant')
          .set({ retired_at: minutesAgo(10) })
          .where('id', '=', member.merchant.id)
          .execute(),
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(await rowsOf(offerIds[0]!)).toHaveLength(1);
    expect(after.statusCode).toBe(410);
    expect(after.json()).toEqual({
      code: ErrorCode.merchantLeft,
      message: MerchantLeftText.message('Redeem Cafe'),
    });
    expect(await rowsOf(offerIds[1]!)).toHaveLength(0);
  });
});
