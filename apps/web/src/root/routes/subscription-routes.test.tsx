import { PAYMENT_LOGIN_NOTICE } from '@citybook/contract';
import { AccountApi, GUEST_EMAIL } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { ActivationApi, PAYMENT_UPDATE_PROMPT } from '@citybook/contract/activation';
import type { Subscription, SubscriptionType } from '@citybook/contract/activation';
import { CatalogApi } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { categories, profile } from '../../testing/fixtures.ts';
import { apiHandler, apiNetworkError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';
import { markActivationPrompted } from '../../features/activation/landing/activation-prompt-storage.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import {
  activeSubscription,
  aPayment,
  aPaymentHistory,
  plans,
  subscriberProfile as subscriber,
} from '../../testing/subscription-fixtures.ts';
import { createRoutes } from '../router.tsx';
import { GuestNoticeText } from '../../components/guest-notice/guest-text.ts';

const guestProfile: Profile = { ...profile, emailAddress: GUEST_EMAIL };
const types: SubscriptionType[] = [{ code: 1, title: 'Monthly', price: 4.99, period: 'month' }];
const TYPES = apiReply(ActivationApi.getSubscriptionTypes, types);
const visaValid = apiReply(
  ActivationApi.validatePaymentCardNumber,
  { valid: true, cardType: 'Visa', cardTypeCode: 1 },
  { params: { number: '4242424242424242' } },
);
const pastDue: Subscription = { ...activeSubscription, status: 'pastDue' };

function logIn(account: Profile) {
  signalSession();
  localStorage.setItem('citybook.profile', JSON.stringify(account));
}

/** The server's login answer, with the session cookie it sets. */
function loginAnswer(account: Profile) {
  return apiHandler(AccountApi.login, () => {
    signalSession();
    return account;
  });
}

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

describe('subscription routes', () => {
  beforeEach(() => {
    // The landing's ads, which these tests do not look at, get no answer.
    server.use(apiNetworkError(CatalogApi.getMobileAds));
  });

  it('asks a visitor to log in on the way to the card form and brings them back to their plan', async () => {
    server.use(loginAnswer(profile), apiReply(AccountApi.getProfile, profile), TYPES);
    const requests = recordRequests();
    const { user, router } = renderApp('/account/payment/1/false');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(requests).not.toHaveBeenCalled();
    expect(await screen.findByText(PAYMENT_LOGIN_NOTICE)).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Member#Pass1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByLabelText('Name on card')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/payment/1/false');
    // Resumed once: the next landing shows the categories, not the card form again.
    expect(sessionStorage.getItem('citybook.paymentReturn')).toBeNull();
  });

  // Issue #32 item 12: `/account/payment/2/TRUE` chosen before login is dropped.
  it('keeps /account/payment/2/TRUE chosen before login, read as the page reads it', async () => {
    const annual: SubscriptionType = { code: 2, title: 'Annual', price: 39.99, period: 'year' };
    server.use(
      loginAnswer(profile),
      apiReply(AccountApi.getProfile, profile),
      apiReply(ActivationApi.getSubscriptionTypes, [...types, annual]),
    );
    const { user, router } = renderApp('/account/payment/2/TRUE');

    expect(await screen.findByText(PAYMENT_LOGIN_NOTICE)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Member#Pass1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    // ACTIVATION-11: only 'true' means an update, so this is buying plan 2.
    expect(await screen.findByLabelText('Name on card')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/payment/2/false');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  it('shows the guest the card form disabled, with why, before it types a card number', async () => {
    logIn(guestProfile);
    server.use(TYPES);
    renderApp('/account/payment/1/false');

    expect(await screen.findByLabelText('Name on card')).toBeDisabled();
    for (const label of ['Card number', 'Expiration month', 'Expiration year', 'CVV'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(screen.getByText(GuestNoticeText.cannotChange, { exact: false })).toBeVisible();
  });

  it('does not send the shared guest, who cannot pay, on to the card form', async () => {
    server.use(
      loginAnswer(guestProfile),
      apiReply(AccountApi.getProfile, guestProfile),
      apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
    );
    markActivationPrompted();
    const { user, router } = renderApp('/account/payment/1/false');

    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(sessionStorage.getItem('citybook.paymentReturn')).toBeNull();
  });

  it('saves the profile a purchase answers with and confirms', async () => {
    logIn(profile);
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    server.use(TYPES, visaValid, apiReply(ActivationApi.activateSubscription, subscriber));
    const { user, router } = renderApp('/account/payment/1/false');

    await user.type(await screen.findByLabelText('Name on card'), 'Ana Lee');
    await user.type(screen.getByLabelText('Expiration month'), '12');
    await user.type(screen.getByLabelText('Expiration year'), nextYear);
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Complete' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/subscription-complete/false');
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(subscriber);
  });

  it('shows the subscription as the server has it', async () => {
    logIn(subscriber);
    server.use(apiReply(ActivationApi.getSubscription, { subscription: pastDue }));
    renderApp('/account/manageSubscriptions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Subscriptions' }),
    ).toBeVisible();
    expect(await screen.findByText('Visa •••• 4242, expires 03/28')).toBeVisible();
    expect(screen.getByText(PAYMENT_UPDATE_PROMPT)).toBeVisible();
  });

  it('shows the subscription anew after a new card has paid the renewal', async () => {
    logIn(subscriber);
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    let subscription = pastDue;
    server.use(
      apiHandler(ActivationApi.getSubscription, () => ({ subscription })),
      visaValid,
      apiHandler(
        ActivationApi.updatePaymentInstrument,
        () => {
          subscription = activeSubscription;
          return subscriber;
        },
        { params: { activationVoucherId: 7 } },
      ),
    );
    const queryClient = createTestQueryClient();
    // As in the app: what was fetched is kept a while, so only an invalidation asks again.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const { user, router } = renderRoutes(createRoutes(queryClient), {
      initialEntries: ['/account/manageSubscriptions'],
      queryClient,
    });
    await user.click(await screen.findByRole('link', { name: 'Update payment information' }));

    await user.type(await screen.findByLabelText('Name on card'), 'Ana Lee');
    await user.type(screen.getByLabelText('Expiration month'), '12');
    await user.type(screen.getByLabelText('Expiration year'), nextYear);
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment Info Updated' });
    await router.navigate('/account/manageSubscriptions');

    expect(await screen.findByText('Renews on December 24, 2026')).toBeVisible();
    expect(screen.queryByText(PAYMENT_UPDATE_PROMPT)).not.toBeInTheDocument();
  });

  it('lists the plans to change to, the current one marked', async () => {
    logIn(subscriber);
    server.use(
      apiReply(ActivationApi.getSubscriptionTypes, plans),
      apiReply(ActivationApi.getSubscription, { subscription: activeSubscription }),
    );
    renderApp('/account/changeSubscription');

    expect(
      await screen.findByRole('button', { name: /^Annual subscription — \$39\.99 \/ year$/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Monthly subscription.*Current plan$/ }),
    ).toBeVisible();
  });

  it('shows a member the payment history', async () => {
    logIn(subscriber);
    server.use(apiReply(ActivationApi.getPayments, aPaymentHistory([aPayment(1)])));
    renderApp('/account/payments');

    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  });

  it('sends a visitor without a login from the payment history to login', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/account/payments');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(requests).not.toHaveBeenCalled();
  });
});
