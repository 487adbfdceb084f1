import { ActivationApi, PAYMENT_UPDATE_PROMPT, SubscriptionText } from '@citybook/contract';
import type { ActivationResponse, Profile } from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { profile } from '../../../testing/fixtures.ts';
import { ManageSubscriptionsPage } from './manage-subscriptions-page.tsx';

const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};
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

function renderManage(account: Profile, details: ActivationResponse | null | undefined) {
  return renderAccountPage(
    '/account/manageSubscriptions',
    <ManageSubscriptionsPage profile={account} activation={details} />,
  );
}

function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('ManageSubscriptionsPage', () => {
  beforeEach(() => {
    stubFetch({
      [`GET ${ActivationApi.getSubscriptionTypes.path}`]: jsonResponse(200, [
        { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
      ]),
    });
  });

  it('shows the subscription, its renewal date and card, and what can be changed', async () => {
    renderManage(subscriber, activation);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Subscriptions' })).toBeVisible();
    expect(await screen.findByText('Monthly subscription')).toBeVisible();
    expect(detail('Price')).toHaveTextContent('$4.99 / month');
    expect(detail('Renews on')).toHaveTextContent('December 31, 2026');
    expect(detail('Card')).toHaveTextContent('Visa •••• 4242, expires 03/28');
    expect(screen.getByRole('link', { name: 'Change subscription' })).toHaveAttribute(
      'href',
      '/account/changeSubscription',
    );
    expect(screen.getByRole('link', { name: 'Update payment information' })).toHaveAttribute(
      'href',
      '/account/payment/1/true',
    );
    expect(screen.queryByText(PAYMENT_UPDATE_PROMPT)).not.toBeInTheDocument();
  });

  it('asks for a new card after a failed renewal', () => {
    renderManage({ ...subscriber, isDeactivatedFuture: true }, activation);

    const prompt = screen.getByText(PAYMENT_UPDATE_PROMPT);
    expect(prompt).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Update payment information' });
    expect(links).toHaveLength(1);
    expect(within(prompt.parentElement!).getByRole('link')).toBe(links[0]);
    expect(links[0]).toHaveAttribute('href', '/account/payment/1/true');
  });

  it('does not offer a change when the subscription is no longer active', () => {
    renderManage({ ...subscriber, activationVoucherDeactivated: true }, activation);

    expect(screen.queryByRole('link', { name: 'Change subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update payment information' })).toBeVisible();
  });

  it('says when the details could not be loaded', () => {
    renderManage(subscriber, null);

    expect(screen.getByText(SubscriptionText.detailsFailed)).toBeVisible();
  });

  it('offers a subscription to someone without one', () => {
    renderManage({ ...profile, activationVoucherId: 3, userActivationType: 'BOOK' }, undefined);

    expect(screen.getByText(SubscriptionText.notSubscriber)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a subscription' })).toHaveAttribute(
      'href',
      '/account/selectActivation',
    );
    expect(screen.queryByRole('link', { name: 'Change subscription' })).not.toBeInTheDocument();
  });
});
