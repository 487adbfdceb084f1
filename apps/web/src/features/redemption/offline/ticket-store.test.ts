import 'fake-indexeddb/auto';
import {
  OFFLINE_TICKET_RENEW_MS,
  OFFLINE_TICKET_TTL_MS,
  RedemptionApi,
} from '@citybook/contract/redemption';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { anOfflineTicket, forgetEverythingKept } from './offline-fixtures.ts';
import { forgetTicketRefresh, refreshTickets } from './refresh-tickets.ts';
import { hasUsableTicket, listTickets, replaceTickets, takeTicket } from './ticket-store.ts';

beforeEach(async () => {
  await forgetEverythingKept();
  forgetTicketRefresh();
});

describe('the offline tickets kept on the device', () => {
  it('hands each ticket out once, for its member and activation, while it is valid', async () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const ticket = anOfflineTicket(5, now);
    await replaceTickets(10, [ticket]);

    expect(await takeTicket(11, 5, now)).toBeUndefined();
    expect(await takeTicket(10, 6, now)).toBeUndefined();
    expect(await hasUsableTicket(10, 5, new Date(Date.parse(ticket.validTo)))).toBe(false);
    expect(await takeTicket(10, 5, now)).toEqual(ticket);
    expect(await takeTicket(10, 5, now)).toBeUndefined();
  });

  it('keeps a taken ticket taken when the server answers it again (its redemption is on its way)', async () => {
    const [taken, other] = [anOfflineTicket(5), anOfflineTicket(5)];
    await replaceTickets(10, [taken]);
    await takeTicket(10, 5);

    await replaceTickets(10, [taken, other]);

    expect(await takeTicket(10, 5)).toEqual(other);
    expect(await listTickets()).toHaveLength(2);
  });

  it('asks the server when it holds too few, or one the server would replace', async () => {
    const now = new Date();
    const fresh = [anOfflineTicket(5, now), anOfflineTicket(5, now), anOfflineTicket(5, now)];
    server.use(apiReply(RedemptionApi.getOfflineTickets, fresh));
    const requests = recordRequests();

    await refreshTickets(10, 5, now);
    expect(sentBodies(requests, RedemptionApi.getOfflineTickets.path)).toEqual([
      { activationVoucherId: 5 },
    ]);
    forgetTicketRefresh();
    await refreshTickets(10, 5, now);
    expect(requests).toHaveBeenCalledOnce();

    // A day later, the server would hand out fresh ones.
    const later = new Date(now.getTime() + OFFLINE_TICKET_TTL_MS - OFFLINE_TICKET_RENEW_MS + 1);
    await refreshTickets(10, 5, later);
    expect(requests).toHaveBeenCalledTimes(2);
  });
});
