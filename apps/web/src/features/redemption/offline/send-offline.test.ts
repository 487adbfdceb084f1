import 'fake-indexeddb/auto';
import { ErrorCode } from '@citybook/contract/app';
import {
  OfflineRedeemText,
  OfflineTicketText,
  RedeemedAtText,
  RedemptionApi,
} from '@citybook/contract/redemption';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  apiHandler,
  apiNetworkError,
  apiReply,
  errorResponse,
} from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { asRedemption } from './new-offline-redemption.ts';
import { aKeptRedemption, anOfflineTicket, forgetEverythingKept } from './offline-fixtures.ts';
import type { OfflineRedemption } from './offline-redemption.ts';
import { keepOffline, listOffline } from './offline-store.ts';
import { MADE_OFFLINE_HEADER, sendOffline } from './send-offline.ts';
import { newOfflineRedemption } from './new-offline-redemption.ts';

/** The server's answer: the redemption, as recorded. */
const recorded = (entry: OfflineRedemption) =>
  apiReply(RedemptionApi.redeem, { ...asRedemption(entry), id: 81 });

beforeEach(forgetEverythingKept);

describe('sendOffline', () => {
  it('sends the member’s kept redemptions with key, moment and ticket, and forgets them', async () => {
    const mine = aKeptRedemption(10);
    const theirs = aKeptRedemption(11);
    await keepOffline(mine);
    await keepOffline(theirs);
    server.use(recorded(mine));
    const requests = recordRequests();

    expect(await sendOffline(10)).toEqual({ sent: 1, refused: 0 });

    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      {
        offerId: mine.offerId,
        activationVoucherId: mine.activationVoucherId,
        idempotencyKey: mine.idempotencyKey,
        redeemedAt: mine.redeemedAt,
        offlineTicket: mine.offlineTicket,
      },
    ]);
    const headers = new Headers(requests.mock.calls[0]?.[1].headers);
    expect(headers.get(MADE_OFFLINE_HEADER)).toBe('1');
    expect(await listOffline()).toEqual([theirs]);
  });

  it('keeps everything for later when the network is not there', async () => {
    const first = aKeptRedemption(10, { redeemedAt: '2026-11-24T12:00:00.000Z' });
    const second = aKeptRedemption(10, { redeemedAt: '2026-11-24T12:05:00.000Z' });
    await keepOffline(second);
    await keepOffline(first);
    server.use(apiNetworkError(RedemptionApi.redeem));
    const requests = recordRequests();

    expect(await sendOffline(10)).toEqual({ sent: 0, refused: 0 });
    // Oldest first, and the run stops at the first that cannot go.
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toHaveLength(1);
    expect(await listOffline()).toEqual([first, second]);
  });

  it('keeps them when the session is gone, the server is busy or failing', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    for (const status of [401, 429, 500, 503]) {
      server.use(apiError(RedemptionApi.redeem, status, { code: status, message: 'Not now.' }));
      expect(await sendOffline(10)).toEqual({ sent: 0, refused: 0 });
    }
    expect(await listOffline()).toEqual([entry]);
  });

  it('keeps a refusal with a clear reason: redeemed on another device, or out of range', async () => {
    const elsewhere = aKeptRedemption(10, { redeemedAt: '2026-11-24T12:00:00.000Z' });
    const tooOld = aKeptRedemption(10, { redeemedAt: '2026-11-24T12:01:00.000Z' });
    await keepOffline(elsewhere);
    await keepOffline(tooOld);
    const replies = [
      errorResponse(409, { code: ErrorCode.alreadyRedeemed, message: 'Sorry' }),
      errorResponse(400, { code: ErrorCode.redeemedAtOutOfRange, message: RedeemedAtText.tooOld }),
    ];
    server.use(apiHandler(RedemptionApi.redeem, () => replies.shift()!));

    expect(await sendOffline(10)).toEqual({ sent: 0, refused: 2 });

    expect(await listOffline()).toEqual([
      { ...elsewhere, refusal: OfflineRedeemText.alreadyRedeemedElsewhere },
      { ...tooOld, refusal: RedeemedAtText.tooOld },
    ]);
    // A refusal is not sent again.
    const requests = recordRequests();
    expect(await sendOffline(10)).toEqual({ sent: 0, refused: 0 });
    expect(requests).not.toHaveBeenCalled();
  });

  it('runs once at a time: two calls together send each redemption once', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    server.use(recorded(entry));
    const requests = recordRequests();

    const [a, b] = await Promise.all([sendOffline(10), sendOffline(10)]);

    expect(a).toEqual({ sent: 1, refused: 0 });
    expect(b).toBe(a);
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toHaveLength(1);
  });

  it('sends the ticket it was made under, and keeps the server’s words when it is refused', async () => {
    const ticket = anOfflineTicket(5, new Date('2026-11-24T12:00:00.000Z'));
    const outside = newOfflineRedemption(
      10,
      5,
      { id: 4, title: 'Luigi’s Bistro' },
      { id: 900, title: 'Lunch', savings: 5 },
      ticket,
      new Date('2026-11-23T12:00:00.000Z'),
    );
    await keepOffline(outside);
    server.use(
      apiError(RedemptionApi.redeem, 400, {
        code: ErrorCode.redeemedAtOutOfRange,
        message: OfflineTicketText.beforeTicket,
      }),
    );
    const requests = recordRequests();

    expect(await sendOffline(10)).toEqual({ sent: 0, refused: 1 });

    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      expect.objectContaining({
        offlineTicket: ticket.id,
        redeemedAt: '2026-11-23T12:00:00.000Z',
      }),
    ]);
    expect(await listOffline()).toEqual([{ ...outside, refusal: OfflineTicketText.beforeTicket }]);
  });
});
