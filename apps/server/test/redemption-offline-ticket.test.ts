import {
  ErrorCode,
  OFFLINE_REDEMPTION_LIMIT,
  OFFLINE_TICKET_RENEW_MS,
  OFFLINE_TICKET_TTL_MS,
  offlineTicketListSchema,
  OfflineTicketText,
  RedeemText,
  RedemptionApi,
  redemptionSchema,
  verificationSchema,
  type OfflineTicket,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activatedMember } from './helpers/activated-member.ts';
import { logIn, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

/** The clock of the server and the device, moved to `at` (only Date: the database keeps time). */
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
};

const fetchTickets = (cookie: string, activationVoucherId: number) =>
  postJson(testApp().app, RedemptionApi.getOfflineTickets.path, { activationVoucherId }, cookie);

async function ticketsOf(cookie: string, voucherId: number): Promise<OfflineTicket[]> {
  const answer = await fetchTickets(cookie, voucherId);
  expect(answer.statusCode, answer.body).toBe(200);
  return offlineTicketListSchema.parse(answer.json());
}

const redeem = (cookie: string, body: Record<string, unknown>) =>
  postJson(testApp().app, RedemptionApi.redeem.path, body, cookie);

const verify = (code: string) =>
  testApp().app.inject({
    method: 'GET',
    url: `/api/redemption/verify/${code}`,
    remoteAddress: '10.27.0.1',
  });

/** A redemption made offline under `ticket` at `at`, as the device sends it later. */
const madeOffline = (
  voucherId: number,
  offerId: number,
  ticket: OfflineTicket | undefined,
  at: Date,
  key: string,
) => ({
  offerId,
  activationVoucherId: voucherId,
  idempotencyKey: key,
  redeemedAt: at.toISOString(),
  ...(ticket ? { offlineTicket: ticket.id } : {}),
});

async function rowsOf(voucherId: number) {
  return testApp()
    .db.selectFrom('redemption')
    .select(['offer_id', 'created_at', 'verification_code'])
    .where('activation_voucher_id', '=', voucherId)
    .execute();
}

describe('offline tickets', () => {
  it('are issued to the session for the member’s activation, each with its own reserved code', async () => {
    const start = new Date();
    clockAt(start);
    const { cookie, voucherId, user } = await activatedMember(testApp());
    const tickets = await ticketsOf(cookie, voucherId);
    expect(tickets).toHaveLength(OFFLINE_REDEMPTION_LIMIT);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({
        activationVoucherId: voucherId,
        issuedAt: start.toISOString(),
        validTo: new Date(start.getTime() + OFFLINE_TICKET_TTL_MS).toISOString(),
      });
    }
    expect(new Set(tickets.map((ticket) => ticket.verificationCode)).size).toBe(tickets.length);
    expect(new Set(tickets.map((ticket) => ticket.id)).size).toBe(tickets.length);

    // Asked again: the same tickets. Another session (another phone): its own.
    expect(await ticketsOf(cookie, voucherId)).toEqual(tickets);
    const otherPhone = await logIn(testApp().app, user.email, user.password);
    const theirs = await ticketsOf(otherPhone, voucherId);
    expect(theirs.map((ticket) => ticket.id)).not.toContain(tickets[0]!.id);

    // Once a ticket has less than a day left, a fresh one takes its place.
    clockAt(new Date(start.getTime() + OFFLINE_TICKET_TTL_MS - OFFLINE_TICKET_RENEW_MS + 1000));
    const later = await ticketsOf(cookie, voucherId);
    expect(later).toHaveLength(OFFLINE_REDEMPTION_LIMIT);
    expect(later.map((ticket) => ticket.id)).not.toContain(tickets[0]!.id);
  });

  it('never outlast the activation', async () => {
    const { cookie, voucherId } = await activatedMember(testApp());
    const end = new Date(Date.now() + 5 * HOUR).toISOString();
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ offers_valid_to: end })
      .where('id', '=', voucherId)
      .execute();
    const tickets = await ticketsOf(cookie, voucherId);
    expect(tickets.map((ticket) => ticket.validTo)).toEqual(Array(tickets.length).fill(end));
    // Tickets capped by the activation are not issued anew at every call.
    expect(await ticketsOf(cookie, voucherId)).toEqual(tickets);
  });

  it('are refused for a voucher that is not the member’s current one, or has ended', async () => {
    const { cookie, voucherId } = await activatedMember(testApp());
    const stranger = await activatedMember(testApp());
    const foreign = await fetchTickets(cookie, stranger.voucherId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: ErrorCode.notActivated,
      message: RedeemText.notActivated,
    });
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ offers_valid_to: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', voucherId)
      .execute();
    const ended = await fetchTickets(cookie, voucherId);
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toEqual({
      code: ErrorCode.activationExpired,
      message: RedeemText.activationExpired,
    });
  });
});

describe('a redemption made offline, judged against its ticket', () => {
  it('is accepted inside its ticket, and /verify shows it made offline then, under the device’s code', async () => {
    const fetchedAt = new Date();
    clockAt(fetchedAt);
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const [ticket] = await ticketsOf(cookie, voucherId);
    // The phone goes offline; the member redeems three hours later, and is back online at six.
    const redeemedAt = new Date(fetchedAt.getTime() + 3 * HOUR);
    const sentAt = new Date(fetchedAt.getTime() + 6 * HOUR);
    clockAt(sentAt);
    const body = madeOffline(voucherId, offerIds[0]!, ticket, redeemedAt, 'inside-ticket-1');
    const answer = await redeem(cookie, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const redemption = redemptionSchema.parse(answer.json());
    expect(redemption).toMatchObject({
      redeemedAt: redeemedAt.toISOString(),
      verificationCode: ticket!.verificationCode,
    });

    const checked = await verify(ticket!.verificationCode);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(verificationSchema.parse(checked.json())).toMatchObject({
      code: ticket!.verificationCode,
      redeemedAt: redeemedAt.toISOString(),
      receivedAt: sentAt.toISOString(),
    });

    // Sent again (another tab, the worker's Background Sync, 10 copies at once): one redemption.
    const copies = await Promise.all(Array.from({ length: 10 }, () => redeem(cookie, body)));
    expect(copies.map((copy) => copy.statusCode)).toEqual(Array(10).fill(200));
    expect(copies.map((copy) => redemptionSchema.parse(copy.json()).id)).toEqual(
      Array(10).fill(redemption.id),
    );
    expect(await rowsOf(voucherId)).toHaveLength(1);
  });

  it('is refused, with the message, back-dated before its ticket, after its end, or without one', async () => {
    const fetchedAt = new Date();
    clockAt(fetchedAt);
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ created_at: new Date(fetchedAt.getTime() - 72 * HOUR).toISOString() })
      .where('id', '=', voucherId)
      .execute();
    const [ticket] = await ticketsOf(cookie, voucherId);
    const at = (hours: number) => new Date(fetchedAt.getTime() + hours * HOUR);
    clockAt(at(60));
    const cases = [
      // Yesterday's lunch, dated before this phone had a ticket.
      [ticket, at(-20), OfflineTicketText.beforeTicket],
      // A day after the ticket ended (48 h), still within the 7 days a redemption may wait.
      [ticket, at(50), OfflineTicketText.afterTicket],
      [undefined, at(59), OfflineTicketText.missing],
    ] as const;
    for (const [held, redeemedAt, message] of cases) {
      const answer = await redeem(
        cookie,
        madeOffline(voucherId, offerIds[0]!, held, redeemedAt, `out-${redeemedAt.getTime()}`),
      );
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json()).toEqual({ code: ErrorCode.redeemedAtOutOfRange, message });
    }
    expect(await rowsOf(voucherId)).toEqual([]);
  });

  it('is refused under another member’s ticket, and a ticket makes one redemption only', async () => {
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const stranger = await activatedMember(testApp());
    const [theirs] = await ticketsOf(stranger.cookie, stranger.voucherId);
    const [mine] = await ticketsOf(cookie, voucherId);
    const now = new Date();
    const foreign = await redeem(
      cookie,
      madeOffline(voucherId, offerIds[0]!, theirs, now, 'foreign-ticket'),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      code: ErrorCode.offlineTicketInvalid,
      message: OfflineTicketText.invalid,
    });

    const first = await redeem(cookie, madeOffline(voucherId, offerIds[0]!, mine, now, 'ticket-a'));
    expect(first.statusCode, first.body).toBe(200);
    const second = await redeem(
      cookie,
      madeOffline(voucherId, offerIds[1]!, mine, now, 'ticket-b'),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      code: ErrorCode.offlineTicketInvalid,
      message: OfflineTicketText.invalid,
    });
    // Two coupons racing on one ticket: one is recorded.
    const [ticket] = (await ticketsOf(cookie, voucherId)).filter((each) => each.id !== mine!.id);
    const race = await Promise.all(
      [offerIds[1]!, offerIds[2]!].map((offerId) =>
        redeem(cookie, madeOffline(voucherId, offerId, ticket, now, `race-${String(offerId)}`)),
      ),
    );
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await rowsOf(voucherId)).toHaveLength(2);
  });

  it('judges the activation at the moment within the ticket, as now (the rules: offer-rules.test.ts)', async () => {
    const fetchedAt = new Date();
    clockAt(fetchedAt);
    const { cookie, voucherId, offerIds } = await activatedMember(testApp());
    const [ticket] = await ticketsOf(cookie, voucherId);
    // The activation ended an hour after the phone fetched its ticket; the coupon was used before.
    await testApp()
      .db.updateTable('activation_voucher')
      .set({ offers_valid_to: new Date(fetchedAt.getTime() + HOUR).toISOString() })
      .where('id', '=', voucherId)
      .execute();
    clockAt(new Date(fetchedAt.getTime() + 3 * HOUR));
    const after = await redeem(
      cookie,
      madeOffline(
        voucherId,
        offerIds[0]!,
        ticket,
        new Date(fetchedAt.getTime() + 2 * HOUR),
        'ended-key-1',
      ),
    );
    expect(after.json()).toEqual({
      code: ErrorCode.activationExpired,
      message: RedeemText.activationExpired,
    });
    const during = await redeem(
      cookie,
      madeOffline(
        voucherId,
        offerIds[0]!,
        ticket,
        new Date(fetchedAt.getTime() + HOUR / 2),
        'ended-key-2',
      ),
    );
    expect(during.statusCode, during.body).toBe(200);
  });
});
