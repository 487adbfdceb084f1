import 'fake-indexeddb/auto';
import { REDEEM_CALL_TIMEOUT_MS, RedemptionApi } from '@citybook/contract/redemption';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { sendBeforeLogout } from './before-logout.ts';
import { asRedemption } from './new-offline-redemption.ts';
import { aKeptRedemption, forgetEverythingKept } from './offline-fixtures.ts';
import { keepOffline, listOffline } from './offline-store.ts';

beforeEach(forgetEverythingKept);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendBeforeLogout', () => {
  it('sends the member’s waiting redemptions and counts none left; another member’s is not theirs', async () => {
    const mine = aKeptRedemption(10);
    await keepOffline(mine);
    await keepOffline(aKeptRedemption(11));
    server.use(apiReply(RedemptionApi.redeem, { ...asRedemption(mine), id: 81 }));
    const requests = recordRequests();

    expect(await sendBeforeLogout(createTestQueryClient(), 10)).toBe(0);

    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      expect.objectContaining({ idempotencyKey: mine.idempotencyKey }),
    ]);
    expect(await listOffline()).toHaveLength(1);
  });

  it('asks nothing of the network when the device knows it is offline, and counts what waits', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keepOffline(aKeptRedemption(10));
    await keepOffline(aKeptRedemption(10, { refusal: 'No.' }));
    const requests = recordRequests();

    expect(await sendBeforeLogout(createTestQueryClient(), 10)).toBe(1);
    expect(requests).not.toHaveBeenCalled();
  });

  it('gives up waiting for an answer after the redeem call’s time, and counts it as waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await keepOffline(aKeptRedemption(10));
    let answered = false;
    server.use(apiHandler(RedemptionApi.redeem, () => new Promise<never>(() => undefined)));

    const counted = sendBeforeLogout(createTestQueryClient(), 10).finally(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(REDEEM_CALL_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await counted).toBe(1);
  });
});
