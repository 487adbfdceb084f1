import {
  AccountApi,
  ActivationApi,
  ActivationText,
  PROFILE_ERROR_MESSAGE,
  SubscriptionText,
} from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '../../features/account/api/get-profile.ts';
import { exactText } from '../../testing/account-helpers.ts';
import { sentBodies } from '../../testing/mocks/requests.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { useNativePurchaseResults } from './use-native-purchase-results.ts';
import { apiError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';

const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};

function Page() {
  useNativePurchaseResults();
  return <h1>Activate Citybook</h1>;
}

function renderWithHook() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  return renderRoutes(
    [
      { path: '/account/selectActivation', element: <Page /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/account/selectActivation'], queryClient },
  );
}

function fromShell(message: object) {
  act(() => {
    window.postMessage(JSON.stringify(message), '*');
  });
}

describe('native purchase and restore results', () => {
  it('refreshes the profile after a purchase and goes to the categories', async () => {
    signalSession();
    server.use(apiReply(AccountApi.getProfile, subscriber));
    const requests = recordRequests();
    const { router, queryClient } = renderWithHook();

    fromShell({ type: 'PurchaseResult', success: true });

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(requests).toHaveBeenCalledWith(AccountApi.getProfile.path, expect.anything());
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(subscriber);
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(subscriber);
  });

  it.each([
    [
      { type: 'PurchaseResult', success: false, message: 'Payment cancelled.' },
      'Payment cancelled.',
    ],
    [{ type: 'PurchaseResult', success: false }, SubscriptionText.purchaseFailed],
    [{ type: 'RestoreResult', success: false }, SubscriptionText.restoreFailed],
  ])('explains a failure %o', async (message, text) => {
    signalSession();
    const { router } = renderWithHook();

    fromShell(message);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(text)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/selectActivation');
  });

  it('activates with a restored code, then goes to the categories', async () => {
    signalSession();
    server.use(apiReply(ActivationApi.activate, subscriber));
    const requests = recordRequests();
    const { router, queryClient } = renderWithHook();

    fromShell({ type: 'RestoreResult', success: true, activationCode: 'ABCD1234' });

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(sentBodies(requests, ActivationApi.activate.path)).toEqual([{ code: 'ABCD1234' }]);
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(subscriber);
  });

  it.each([
    [400, { code: 'badRequest', message: 'The server’s own words.' }, 'The server’s own words.'],
    [503, { code: 'unavailable', message: 'Down.' }, PROFILE_ERROR_MESSAGE],
  ])(
    'issue 32 item 12: a profile refresh failing with %i after a purchase shows the right message',
    async (status, body, text) => {
      signalSession();
      server.use(apiError(AccountApi.getProfile, status, body));
      renderWithHook();

      fromShell({ type: 'PurchaseResult', success: true });

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(dialog).getByText(text, exactText)).toBeVisible();
    },
  );

  it('stays when a restored code cannot activate', async () => {
    signalSession();
    server.use(
      apiError(ActivationApi.activate, 400, {
        code: 104,
        message: 'Expired.',
      }),
    );
    const { router } = renderWithHook();

    fromShell({ type: 'RestoreResult', success: true, activationCode: 'ABCD1234' });

    const dialog = await screen.findByRole('dialog', { name: ActivationText.errorTitle });
    expect(within(dialog).getByText(ActivationText.expired)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/selectActivation');
  });

  it('ignores results without a login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { router } = renderWithHook();

    fromShell({ type: 'PurchaseResult', success: true });
    fromShell({ type: 'Location', latitude: 1, longitude: 2 });

    await vi.advanceTimersByTimeAsync(50);
    expect(requests).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/selectActivation');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
