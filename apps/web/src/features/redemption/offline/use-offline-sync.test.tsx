import 'fake-indexeddb/auto';
import { RedemptionApi } from '@citybook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubAccountFetch } from '../../../testing/account-helpers.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { asRedemption } from './new-offline-redemption.ts';
import { aKeptRedemption, forgetEverythingKept } from './offline-fixtures.ts';
import { keepOffline, listOffline } from './offline-store.ts';
import { useOfflineSync } from './use-offline-sync.ts';
import { hasWaitingHint, setWaitingHint } from './waiting-hint.ts';

const REDEEM = `POST ${RedemptionApi.redeem.path}`;

function renderSync(userId: number | undefined) {
  const client = createTestQueryClient();
  const onChanged = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(() => useOfflineSync({ currentUserId: () => userId, onChanged }), {
    wrapper,
  });
  return { ...rendered, onChanged };
}

beforeEach(forgetEverythingKept);
afterEach(() => {
  setWaitingHint(false);
  vi.restoreAllMocks();
});

describe('useOfflineSync', () => {
  it('sends what waits when the app starts, then clears the hint', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    setWaitingHint(true);
    const fetchMock = stubAccountFetch({ [REDEEM]: jsonResponse(200, asRedemption(entry)) });

    const { onChanged } = renderSync(10);

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sentBodies(fetchMock, RedemptionApi.redeem.path)).toHaveLength(1);
    expect(await listOffline()).toEqual([]);
    expect(hasWaitingHint()).toBe(false);
  });

  it('sends when the browser is back online', async () => {
    const entry = aKeptRedemption(10);
    await keepOffline(entry);
    setWaitingHint(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubAccountFetch({ [REDEEM]: jsonResponse(200, asRedemption(entry)) });
    const { onChanged } = renderSync(10);
    expect(fetchMock).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(await listOffline()).toEqual([]);
  });

  it('asks nothing of the server without the hint, or without a member', async () => {
    await keepOffline(aKeptRedemption(10));
    const fetchMock = stubAccountFetch({});
    renderSync(10);
    setWaitingHint(true);
    renderSync(undefined);
    // The hook's first try runs when it mounts: nothing was fetched by either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listOffline()).toHaveLength(1);
  });
});
