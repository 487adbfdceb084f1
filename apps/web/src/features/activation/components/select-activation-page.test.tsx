import { ActivationApi, SubscriptionText } from '@citybook/contract';
import type { SubscriptionType } from '@citybook/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wasActivationPrompted } from '../landing/activation-prompt-storage.ts';
import { storeExpiration } from '../../../lib/expiration-storage.ts';
import { captureVariant } from '../../../lib/variant.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { SelectActivationPage } from './select-activation-page.tsx';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { RenewalText } from '../renewal-text.ts';
import { StoreWaitText } from '../store-wait-text.ts';

const types: SubscriptionType[] = [
  { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
  { code: 2, title: 'Annual', price: 39.99, period: 'year' },
];

function renderPage(entries: string[], accountId: number | null = 10) {
  return renderRoutes(
    [
      {
        path: '/account/selectActivation',
        element: <SelectActivationPage accountId={accountId} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
}

describe('SelectActivationPage', () => {
  beforeEach(() => {
    server.use(apiReply(ActivationApi.getSubscriptionTypes, types));
  });

  it('offers a book code or each subscription, which leads to the card form', async () => {
    renderPage(['/account/selectActivation']);

    expect(screen.getByRole('heading', { level: 1, name: 'Activate Citybook' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'I have a book code' })).toHaveAttribute(
      'href',
      '/account/activate',
    );
    expect(
      await screen.findByRole('link', { name: 'Monthly subscription — $4.99 / month' }),
    ).toHaveAttribute('href', '/account/payment/1/false');
    expect(
      screen.getByRole('link', { name: 'Annual subscription — $39.99 / year' }),
    ).toHaveAttribute('href', '/account/payment/2/false');
  });

  it('hides the book code in the subscription variant', async () => {
    captureVariant('?mobilePlus=true');
    renderPage(['/account/selectActivation']);

    await screen.findByRole('link', { name: /Monthly subscription/ });
    expect(screen.queryByRole('link', { name: 'I have a book code' })).not.toBeInTheDocument();
  });

  it('says so when the subscriptions cannot be loaded', async () => {
    server.use(apiError(ActivationApi.getSubscriptionTypes, 500, {}));
    renderPage(['/account/selectActivation']);

    expect(await screen.findByText(SubscriptionText.loadFailed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'I have a book code' })).toBeVisible();
  });

  it('issue 32 item 12: subscriptions refused with 402 show the server’s message', async () => {
    server.use(
      apiError(ActivationApi.getSubscriptionTypes, 402, {
        code: 'paymentRequired',
        message: 'Plans are paused.',
      }),
    );
    renderPage(['/account/selectActivation']);

    expect(await screen.findByText('Plans are paused.')).toBeVisible();
    expect(screen.queryByText(SubscriptionText.loadFailed)).not.toBeInTheDocument();
  });

  it('buys through the app store in the native shell', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('CitybookAndroid', { postMessage });
    const { user } = renderPage(['/account/selectActivation']);

    const annual = await screen.findByRole('button', {
      name: 'Annual subscription — $39.99 / year',
    });
    await user.click(annual);

    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'StartIAP', ProductID: 2, AccountID: 10 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(SubscriptionText.waitingForStore);
    expect(annual).toBeDisabled();
    expect(screen.queryByRole('link', { name: /subscription/ })).not.toBeInTheDocument();

    // The shell answers; the result itself is handled app-wide.
    act(() => {
      window.postMessage(JSON.stringify({ type: 'PurchaseResult', success: false }), '*');
    });
    await waitFor(() => {
      expect(annual).toBeEnabled();
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows progress and a way out when the store does not answer within a few seconds', async () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    renderPage(['/account/selectActivation']);
    const annual = await screen.findByRole('button', {
      name: 'Annual subscription — $39.99 / year',
    });
    vi.useFakeTimers();
    try {
      fireEvent.click(annual);
      expect(screen.getByRole('progressbar', { name: StoreWaitText.progress })).toBeVisible();
      expect(screen.queryByRole('button', { name: StoreWaitText.stopWaiting })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(StoreWaitText.slowAfterMs));
      expect(screen.getByRole('status')).toHaveTextContent(StoreWaitText.slow);
      fireEvent.click(screen.getByRole('button', { name: StoreWaitText.stopWaiting }));

      expect(annual).toBeEnabled();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leads to the card form in the native shell without a login', async () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    renderPage(['/account/selectActivation'], null);

    expect(
      await screen.findByRole('link', { name: 'Monthly subscription — $4.99 / month' }),
    ).toHaveAttribute('href', '/account/payment/1/false');
  });

  it('asks to renew with the days left', () => {
    renderPage(['/account/selectActivation?days=5']);

    expect(screen.getByRole('heading', { level: 1, name: 'Renew Your Activation' })).toBeVisible();
    expect(screen.getByText(/Your activation ends in 5 days\./)).toBeVisible();
    expect(screen.getByText(RenewalText.whatExtendingDoes)).toBeVisible();
  });

  it.each(['/account/selectActivation', '/account/selectActivation?days='])(
    'at %s, tells a member with days left (stored by the landing) what extending does',
    (entry) => {
      storeExpiration(40);
      renderPage([entry]);

      expect(screen.getByRole('heading', { level: 1, name: RenewalText.title })).toBeVisible();
      expect(screen.getByText('Your activation ends in 40 days.')).toBeVisible();
      expect(screen.getByText(RenewalText.whatExtendingDoes)).toBeVisible();
    },
  );

  it.each([-1, 'subscribe'] as const)('offers to activate when the landing stored %j', (stored) => {
    storeExpiration(stored);
    renderPage(['/account/selectActivation']);

    expect(screen.getByRole('heading', { level: 1, name: 'Activate Citybook' })).toBeVisible();
  });

  it('remembers a skip and goes back', async () => {
    const { router, user } = renderPage(['/offers/map', '/account/selectActivation?days=2']);

    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/map');
    });
    expect(wasActivationPrompted()).toBe(true);
  });

  it('goes to the categories on a skip when there is no earlier page', async () => {
    const { router, user } = renderPage(['/account/selectActivation']);

    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
  });
});
