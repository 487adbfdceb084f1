import 'fake-indexeddb/auto';
import { RedemptionApi } from '@citybook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { asRedemption } from './new-offline-redemption.ts';
import { aKeptRedemption, forgetEverythingKept } from './offline-fixtures.ts';
import { keepOffline, listOffline } from './offline-store.ts';
import { useOfflineSync } from './use-offline-sync.ts';
import { hasWaitingHint, setWaitingHint } from './waiting-hint.ts';
import { forgetTicketRefresh, refreshTickets } from './refresh-tickets.ts';
import { anOfflineTicket } from './offline-fixtures.ts';
import { listTickets } from './ticket-store.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';

function renderSync(userId: number | undefined, voucherId?: number) {
  const client = createTestQueryClient();
  const onChanged = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () =>
      useOfflineSync({
        currentUserId: () => userId,
        currentVoucherId: () => voucherId,
        onChanged,
      }),
    { wrapper },
  );
  return { ...rendered, onChanged };
}

beforeEach(async () => {
  await forgetEverythingKept();
  forgetTicketRefresh();
});
afterEach(() => {
  setWaitingHint(false);
  vi.restoreAllMocks();
});

describe('useOfflineSync', () => {
  it('sends what waits when the app starts, then clears the hint', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    setWaitingHint(true);
    server.use(apiReply(RedemptionApi.redeem, asRedemption(entry)));
    const requests = recordRequests();

    const { onChanged } = renderSync(10);

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toHaveLength(1);
    expect(await listOffline()).toEqual([]);
    expect(hasWaitingHint()).toBe(false);
  });

  it('sends when the browser is back online', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    setWaitingHint(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(apiReply(RedemptionApi.redeem, asRedemption(entry)));
    const requests = recordRequests();
    const { onChanged } = renderSync(10);
    expect(requests).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(await listOffline()).toEqual([]);
  });

  it('asks nothing of the server without the hint, or without a member', async () => {
    await keepOffline(aKeptRedemption(10));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    renderSync(10);
    setWaitingHint(true);
    renderSync(undefined);
    // The hook's first try runs when it mounts: nothing was fetched by either.
    await vi.advanceTimersByTimeAsync(50);
    expect(requests).not.toHaveBeenCalled();
    expect(await listOffline()).toHaveLength(1);
  });

  it('fetches an activated member’s offline tickets while online, and keeps them', async () => {
    const tickets = [anOfflineTicket(7), anOfflineTicket(7), anOfflineTicket(7)];
    server.use(apiReply(RedemptionApi.getOfflineTickets, tickets));
    const requests = recordRequests();

    renderSync(10, 7);

    await waitFor(async () => expect(await listTickets()).toHaveLength(3));
    expect(sentBodies(requests, RedemptionApi.getOfflineTickets.path)).toEqual([
      { activationVoucherId: 7 },
    ]);
    expect(await listTickets()).toEqual(
      expect.arrayContaining(tickets.map((ticket) => ({ ...ticket, userId: 10, taken: false }))),
    );
    // Holding enough fresh ones, the device asks for none, however long since it last asked.
    forgetTicketRefresh();
    await refreshTickets(10, 7);
    expect(requests).toHaveBeenCalledOnce();
  });
});
