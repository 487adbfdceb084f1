import { ActivationApi } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { ChangeSubscriptionPage } from './change-subscription-page.tsx';

const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};

function renderChange(account: Profile, entries: string[]) {
  return renderRoutes(
    [
      {
        path: '/account/changeSubscription',
        element: <ChangeSubscriptionPage profile={account} />,
      },
      { path: '*', element: null },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
}

describe('ChangeSubscriptionPage', () => {
  beforeEach(() => {
    stubFetch({
      [`GET ${ActivationApi.getSubscriptionTypes.path}`]: jsonResponse(200, [
        { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
        { code: 2, title: 'Annual', price: 39.99, period: 'year' },
      ]),
    });
  });

  it('lists the other subscriptions, each leading to its card form', async () => {
    renderChange(subscriber, ['/account/changeSubscription']);

    expect(screen.getByRole('heading', { level: 1, name: 'Change Subscription' })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Annual subscription — $39.99 / year' }),
    ).toHaveAttribute('href', '/account/payment/2/false');
    expect(screen.queryByRole('link', { name: /Monthly/ })).not.toBeInTheDocument();
  });

  it.each<[string, Profile]>([
    ['without a subscription', profile],
    ['with a book activation', { ...subscriber, userActivationType: 'BOOK' }],
    ['with a lapsed subscription', { ...subscriber, activationVoucherDeactivated: true }],
  ])('goes back %s', async (_, account) => {
    const { router } = renderChange(account, [
      '/account/managementmc',
      '/account/changeSubscription',
    ]);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(screen.queryByRole('heading', { name: 'Change Subscription' })).not.toBeInTheDocument();
  });

  it('goes to account management when there is no page to go back to', async () => {
    const { router } = renderChange(profile, ['/account/changeSubscription']);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });
});
