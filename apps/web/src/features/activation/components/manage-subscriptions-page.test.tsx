import { ErrorCode } from '@citybook/contract';
import {
  ActivationApi,
  ConsentText,
  CURRENT_TERMS,
  PAYMENT_UPDATE_PROMPT,
  renewalWording,
  SubscriptionManagementText as Text,
  SubscriptionRuleText,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import {
  apiError,
  apiHandler,
  apiReply,
  errorResponse,
} from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { activeSubscription as active, annual } from '../../../testing/subscription-fixtures.ts';
import { ManageSubscriptionsPage } from './manage-subscriptions-page.tsx';

const cancelled: Subscription = { ...active, status: 'cancelled' };
const CANCEL = ActivationApi.cancelSubscription.path;

function renderManage(subscription: Subscription | null, ...replies: HttpHandler[]) {
  server.use(apiReply(ActivationApi.getSubscription, { subscription }));
  server.use(...replies);
  const requests = recordRequests();
  return {
    requests,
    ...renderAccountPage('/account/manageSubscriptions', <ManageSubscriptionsPage />),
  };
}

function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

async function shown() {
  expect(await screen.findByText('Monthly subscription')).toBeVisible();
}

function link(name: string) {
  return screen.queryByRole('link', { name });
}

function button(name: string) {
  return screen.queryByRole('button', { name });
}

describe('ManageSubscriptionsPage', () => {
  it('shows a renewing subscription: plan, price, renewal date, card and what can be done', async () => {
    renderManage(active);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Subscriptions' })).toBeVisible();
    expect(screen.getByText(Text.loading)).toBeVisible();
    await shown();
    expect(detail('Price')).toHaveTextContent('$4.99 / month');
    expect(detail('Status')).toHaveTextContent('Renews on December 24, 2026');
    expect(detail('Card')).toHaveTextContent('Visa •••• 4242, expires 03/28');
    expect(link('Change subscription')).toHaveAttribute('href', '/account/changeSubscription');
    expect(link('Update payment information')).toHaveAttribute('href', '/account/payment/1/true');
    expect(link('Payment history')).toHaveAttribute('href', '/account/payments');
    expect(button('Cancel subscription')).toBeVisible();
    expect(button('Resume subscription')).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_UPDATE_PROMPT)).not.toBeInTheDocument();
  });

  it('says when a plan change waits for the renewal', async () => {
    renderManage({ ...active, nextPlan: annual });

    await shown();
    expect(detail('Status')).toHaveTextContent(
      'Renews on December 24, 2026Changes to Annual on December 24, 2026',
    );
  });

  it('asks before cancelling, then shows the end date and offers to resume', async () => {
    const { requests, user } = renderManage(
      active,
      apiReply(ActivationApi.cancelSubscription, { subscription: cancelled }),
    );
    await shown();

    await user.click(button('Cancel subscription')!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(Text.cancelQuestion('December 24, 2026'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toHaveFocus();
    expect(detail('Status')).toHaveTextContent('Ends on December 24, 2026');
    expect(screen.getByRole('status')).toHaveTextContent(Text.cancelled('December 24, 2026'));
    expect(link('Change subscription')).not.toBeInTheDocument();
    expect(requests.mock.calls.filter(([path]) => path === CANCEL)).toHaveLength(1);
  });

  it('cancels nothing when the member keeps the subscription', async () => {
    const { requests, user } = renderManage(
      active,
      apiReply(ActivationApi.cancelSubscription, { subscription: cancelled }),
    );
    await shown();

    await user.click(button('Cancel subscription')!);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep subscription' }),
    );

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(detail('Status')).toHaveTextContent('Renews on December 24, 2026');
    expect(requests.mock.calls.map(([path]) => path)).not.toContain(CANCEL);
  });

  it('resumes a cancelled subscription before it ends', async () => {
    const { user, requests } = renderManage(
      cancelled,
      apiReply(ActivationApi.resumeSubscription, { subscription: active }),
    );
    await shown();
    expect(detail('Status')).toHaveTextContent('Ends on December 24, 2026');
    // ACTIVATION-22: beside Resume, the renewal it agrees to and the terms.
    expect(screen.getByText(renewalWording({ price: 4.99, period: 'month' }))).toBeVisible();
    expect(screen.getByText(ConsentText.agreement('Resume subscription'))).toBeVisible();
    expect(link('Change subscription')).not.toBeInTheDocument();
    expect(link('Update payment information')).toBeVisible();

    await user.click(button('Resume subscription')!);

    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
    expect(detail('Status')).toHaveTextContent('Renews on December 24, 2026');
    expect(screen.getByRole('status')).toHaveTextContent(Text.resumed('December 24, 2026'));
    expect(link('Change subscription')).toBeVisible();
    expect(sentBodies(requests, ActivationApi.resumeSubscription.path)).toEqual([
      { termsVersion: CURRENT_TERMS.version, button: 'Resume subscription' },
    ]);
    expect(
      screen.queryByText(ConsentText.agreement('Resume subscription')),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal and then the subscription as the server has it", async () => {
    let current: Subscription = active;
    const { user } = renderManage(
      active,
      apiHandler(ActivationApi.getSubscription, () => ({ subscription: current })),
      apiHandler(ActivationApi.cancelSubscription, () => {
        current = { ...active, status: 'ended' };
        return errorResponse(409, {
          code: ErrorCode.subscriptionState,
          message: SubscriptionRuleText.notCancellable,
        });
      }),
    );
    await shown();

    await user.click(button('Cancel subscription')!);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveAccessibleDescription(SubscriptionRuleText.notCancellable);
    expect(await screen.findByText('Ended on December 24, 2026')).toBeVisible();
  });

  it('asks for a new card after a failed renewal and says when the card is tried again', async () => {
    renderManage({ ...active, status: 'pastDue', nextAttemptAt: '2026-12-27T12:00:00.000Z' });
    await shown();

    const prompt = screen.getByText(PAYMENT_UPDATE_PROMPT);
    expect(prompt).toBeVisible();
    const notice = prompt.parentElement!;
    expect(notice).toHaveTextContent(Text.nextAttempt('December 27, 2026'));
    const updates = screen.getAllByRole('link', { name: 'Update payment information' });
    expect(updates).toHaveLength(1);
    expect(within(notice).getByRole('link')).toBe(updates[0]);
    expect(updates[0]).toHaveAttribute('href', '/account/payment/1/true');
    expect(detail('Status')).toHaveTextContent(Text.pastDue);
    expect(button('Cancel subscription')).not.toBeInTheDocument();
    expect(link('Change subscription')).not.toBeInTheDocument();
  });

  it('offers a new subscription once the subscription has ended', async () => {
    renderManage({ ...active, status: 'ended' });
    await shown();

    expect(detail('Status')).toHaveTextContent('Ended on December 24, 2026');
    expect(link('Choose a subscription')).toHaveAttribute('href', '/account/selectActivation');
    expect(link('Update payment information')).not.toBeInTheDocument();
    expect(link('Change subscription')).not.toBeInTheDocument();
    expect(button('Cancel subscription')).not.toBeInTheDocument();
    expect(button('Resume subscription')).not.toBeInTheDocument();
    expect(link('Payment history')).toBeVisible();
  });

  it.each([
    ['apple', 'App Store'],
    ['google', 'Google Play'],
  ] as const)('sends a %s subscription to its store for changes', async (source, store) => {
    renderManage({ ...active, source, card: null });
    await shown();

    expect(detail('Billed by')).toHaveTextContent(store);
    expect(screen.getByText(SubscriptionRuleText.storeManaged(source))).toBeVisible();
    expect(screen.queryByText('Card', { selector: 'dt' })).not.toBeInTheDocument();
    expect(link('Change subscription')).not.toBeInTheDocument();
    expect(link('Update payment information')).not.toBeInTheDocument();
    expect(button('Cancel subscription')).not.toBeInTheDocument();
    expect(link('Payment history')).toBeVisible();
  });

  it('offers a subscription to someone without one', async () => {
    renderManage(null);

    expect(await screen.findByText(SubscriptionText.notSubscriber)).toBeVisible();
    expect(link('Choose a subscription')).toHaveAttribute('href', '/account/selectActivation');
    expect(link('Change subscription')).not.toBeInTheDocument();
  });

  it('says when the subscription could not be loaded', async () => {
    renderManage(
      null,
      apiError(ActivationApi.getSubscription, 500, { code: 500, message: 'boom' }),
    );

    expect(await screen.findByText(SubscriptionText.detailsFailed)).toBeVisible();
  });

  it('issue 32 item 12: a load refused with 404 shows the server’s message', async () => {
    renderManage(
      null,
      apiError(ActivationApi.getSubscription, 404, { code: 'notFound', message: 'No such plan.' }),
    );

    expect(await screen.findByText('No such plan.')).toBeVisible();
    expect(screen.queryByText(SubscriptionText.detailsFailed)).not.toBeInTheDocument();
  });
});
