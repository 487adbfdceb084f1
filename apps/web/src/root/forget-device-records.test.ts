import 'fake-indexeddb/auto';
import { OfflineRedeemText } from '@citybook/contract/redemption';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueueStore } from 'workbox-background-sync/lib/QueueStore.js';
import {
  aKeptRedemption,
  anOfflineTicket,
  forgetEverythingKept,
} from '../features/redemption/offline/offline-fixtures.ts';
import type { OfflineRedemption } from '../features/redemption/offline/offline-redemption.ts';
import { keepOffline, listOffline } from '../features/redemption/offline/offline-store.ts';
import { listTickets, replaceTickets } from '../features/redemption/offline/ticket-store.ts';
import { hasWaitingHint, setWaitingHint } from '../features/redemption/offline/waiting-hint.ts';
import { forgetDeviceRecords } from './forget-device-records.ts';
import { REDEMPTION_SYNC_QUEUE } from './pwa-options.ts';

const member = 10;
const byKey = (entries: OfflineRedemption[]) =>
  [...entries].sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey));

/** A call the worker's Background Sync keeps to send again, as Workbox stores it. */
const queuedCall = (queue: QueueStore) =>
  queue.pushEntry({
    requestData: { url: 'https://citybook.test/api/merchant/offer/redeem', headers: {} },
    timestamp: Date.now(),
  });

beforeEach(forgetEverythingKept);

describe('forgetDeviceRecords', () => {
  it('forgets tickets, refusals, unreadable records and the worker’s queued redemption calls', async () => {
    await replaceTickets(member, [anOfflineTicket(5)]);
    await replaceTickets(member + 1, [anOfflineTicket(6)]);
    const waiting = aKeptRedemption(member);
    const othersWaiting = aKeptRedemption(member + 1);
    await keepOffline(waiting);
    await keepOffline(othersWaiting);
    await keepOffline(
      aKeptRedemption(member, { refusal: OfflineRedeemText.alreadyRedeemedElsewhere }),
    );
    await keepOffline(aKeptRedemption(member + 1, { refusal: 'No.' }));
    // What an older version left and this one cannot read (it could not send it either).
    await keepOffline({ ...aKeptRedemption(member), redeemedAt: 'yesterday' });
    const redemptions = new QueueStore(REDEMPTION_SYNC_QUEUE);
    const otherQueue = new QueueStore('another-queue');
    await queuedCall(redemptions);
    await queuedCall(otherQueue);
    setWaitingHint(true);

    await forgetDeviceRecords({ userId: member, erased: false });

    expect(await listTickets()).toEqual([]);
    // Still waiting: each is sent at its own member's next login.
    expect(byKey(await listOffline())).toEqual(byKey([waiting, othersWaiting]));
    expect(hasWaitingHint()).toBe(true);
    // The worker would replay its copy under whoever is logged in next.
    expect(await redemptions.size()).toBe(0);
    expect(await otherQueue.size()).toBe(1);
  });

  it('forgets an erased account’s redemptions still waiting as well, and the hint with the last', async () => {
    await keepOffline(aKeptRedemption(member));
    setWaitingHint(true);

    await forgetDeviceRecords({ userId: member, erased: true });

    expect(await listOffline()).toEqual([]);
    expect(hasWaitingHint()).toBe(false);
  });

  it('keeps what waits when it does not know whose session ended', async () => {
    const waiting = aKeptRedemption(member);
    await keepOffline(waiting);

    await forgetDeviceRecords({ userId: undefined, erased: true });

    expect(await listOffline()).toEqual([waiting]);
  });
});
