import { ActivationApi, PAYMENT_UPDATE_PROMPT, urlOf } from '@citybook/contract';
import type { ActivationResponse, Profile } from '@citybook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAccountFetch } from '../../testing/account-helpers.ts';
import { jsonResponse } from '../../testing/fetch-stub.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';

const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};
const TYPES = `GET ${ActivationApi.getSubscriptionTypes.path}`;
const types = [{ code: 1, title: 'Monthly', price: 4.99, period: 'month' }];
const activation: ActivationResponse = {
  bookActivationVoucher: null,
  subscriptionActivationVoucher: {
    expiration: '2026-12-31T12:00:00.000Z',
    subscriptionTypeCode: 1,
    paymentInstrument: {
      paymentCard: { brand: 'Visa', last4: '4242', expirationMonth: 3, expirationYear: 2028 },
    },
  },
  isDeactivatedFuture: false,
};

function logIn(account: Profile) {
  signalSession();
  localStorage.setItem('citybook.profile', JSON.stringify(account));
}

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

describe('subscription routes', () => {
  it('sends a visitor without a login from the card form to login', async () => {
    const fetchMock = stubAccountFetch({});
    const { router } = renderApp('/account/payment/1/false');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the profile a purchase answers with and confirms', async () => {
    logIn(profile);
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    stubAccountFetch({
      [TYPES]: jsonResponse(200, types),
      [`GET ${urlOf(ActivationApi.validatePaymentCardNumber, { params: { number: '4242424242424242' } })}`]:
        jsonResponse(200, {
          valid: true,
          cardType: 'Visa',
          cardTypeCode: 1,
        }),
      [`POST ${ActivationApi.activateSubscription.path}`]: jsonResponse(200, subscriber),
    });
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

  it('shows the subscription with the details the server has for its voucher', async () => {
    logIn({ ...subscriber, isDeactivatedFuture: true });
    stubAccountFetch({
      [TYPES]: jsonResponse(200, types),
      [`GET ${urlOf(ActivationApi.getActivation, { params: { activationVoucherId: 7 } })}`]:
        jsonResponse(200, activation),
    });
    renderApp('/account/manageSubscriptions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Subscriptions' }),
    ).toBeVisible();
    expect(await screen.findByText('Visa •••• 4242, expires 03/28')).toBeVisible();
    expect(screen.getByText(PAYMENT_UPDATE_PROMPT)).toBeVisible();
  });

  it('lists the other subscriptions to a subscriber', async () => {
    logIn(subscriber);
    stubAccountFetch({
      [TYPES]: jsonResponse(200, [
        ...types,
        { code: 2, title: 'Annual', price: 39.99, period: 'year' },
      ]),
    });
    renderApp('/account/changeSubscription');

    expect(
      await screen.findByRole('link', { name: 'Annual subscription — $39.99 / year' }),
    ).toHaveAttribute('href', '/account/payment/2/false');
  });
});
