import {
  ErrorCode,
  SubscriptionManagementText as Text,
  SubscriptionRuleText,
  SubscriptionApi,
} from '@citybook/contract';
import type { Profile, Subscription } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubAccountFetch } from '../../../testing/account-helpers.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import {
  activeSubscription as active,
  annual,
  CHANGE,
  PLANS,
  plans,
  SUBSCRIPTION,
  subscriberProfile as subscriber,
} from '../../../testing/subscription-fixtures.ts';
import { ChangeSubscriptionPage } from './change-subscription-page.tsx';

const END = 'December 24, 2026';
const MONTHLY = /^Monthly subscription — \$4\.99 \/ month/;
const ANNUAL = /^Annual subscription — \$39\.99 \/ year/;
const answer = (subscription: Subscription | null) => jsonResponse(200, { subscription });

function renderChange(
  account: Profile,
  entries: string[],
  replies: Parameters<typeof stubAccountFetch>[0] = {},
) {
  const fetchMock = stubAccountFetch({
    [PLANS]: jsonResponse(200, plans),
    [SUBSCRIPTION]: answer(active),
    ...replies,
  });
  return {
    fetchMock,
    ...renderRoutes(
      [
        {
          path: '/account/changeSubscription',
          element: <ChangeSubscriptionPage profile={account} />,
        },
        { path: '*', element: null },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    ),
  };
}

const changesSent = (fetchMock: ReturnType<typeof stubAccountFetch>) =>
  sentBodies(fetchMock, SubscriptionApi.changeSubscription.path);

describe('ChangeSubscriptionPage', () => {
  it('lists the plans with the current one marked, and says the rule before a choice', async () => {
    renderChange(subscriber, ['/account/changeSubscription']);

    expect(screen.getByRole('heading', { level: 1, name: 'Change Subscription' })).toBeVisible();
    expect(await screen.findByText(Text.changeRule('Monthly', END))).toBeVisible();
    const current = await screen.findByRole('button', { name: MONTHLY });
    expect(current).toHaveTextContent(Text.currentPlan);
    expect(current).toHaveAttribute('aria-disabled', 'true');
    const other = screen.getByRole('button', { name: ANNUAL });
    expect(other).not.toHaveAttribute('aria-disabled');
    expect(other).not.toHaveTextContent(Text.currentPlan);
    // A change is not a second purchase: no card form to go to.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('changes the plan from the next renewal and says so where the member chose', async () => {
    const { fetchMock, user } = renderChange(subscriber, ['/account/changeSubscription'], {
      [CHANGE]: answer({ ...active, nextPlan: annual }),
    });

    await user.click(await screen.findByRole('button', { name: ANNUAL }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `Your plan changes to Annual on ${END}. You keep Monthly until then; nothing is charged now.`,
    );
    const chosen = screen.getByRole('button', { name: ANNUAL });
    expect(chosen).toHaveTextContent(Text.nextPlan(END));
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    expect(chosen).toHaveFocus();
    expect(screen.getByRole('button', { name: MONTHLY })).not.toHaveAttribute('aria-disabled');
    expect(changesSent(fetchMock)).toEqual([{ subscriptionTypeCode: 2 }]);

    // The plan already chosen asks nothing more.
    await user.click(chosen);
    expect(changesSent(fetchMock)).toHaveLength(1);
  });

  it('withdraws a waiting change when the current plan is chosen again', async () => {
    const { fetchMock, user } = renderChange(subscriber, ['/account/changeSubscription'], {
      [SUBSCRIPTION]: answer({ ...active, nextPlan: annual }),
      [CHANGE]: answer(active),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      Text.changeScheduled('Annual', END, 'Monthly'),
    );

    await user.click(await screen.findByRole('button', { name: MONTHLY }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(Text.changeWithdrawn('Monthly'));
    });
    expect(changesSent(fetchMock)).toEqual([{ subscriptionTypeCode: 1 }]);
    expect(screen.getByRole('button', { name: MONTHLY })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends nothing for the plan that is already current', async () => {
    const { fetchMock, user } = renderChange(subscriber, ['/account/changeSubscription']);

    await user.click(await screen.findByRole('button', { name: MONTHLY }));

    expect(changesSent(fetchMock)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's refusal in the error dialog", async () => {
    const { user } = renderChange(subscriber, ['/account/changeSubscription'], {
      [CHANGE]: jsonResponse(409, {
        code: ErrorCode.subscriptionState,
        message: SubscriptionRuleText.notChangeable('cancelled'),
      }),
    });

    await user.click(await screen.findByRole('button', { name: ANNUAL }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(SubscriptionRuleText.notChangeable('cancelled'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: ANNUAL })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['apple', 'App Store'],
    ['google', 'Google Play'],
  ] as const)('sends a %s subscription to its store', async (source, store) => {
    renderChange(subscriber, ['/account/changeSubscription'], {
      [SUBSCRIPTION]: answer({ ...active, source, card: null }),
    });

    expect(await screen.findByText(SubscriptionRuleText.storeManaged(source))).toHaveTextContent(
      store,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each<[string, Profile]>([
    ['without a subscription', profile],
    ['with a book activation', { ...subscriber, userActivationType: 'BOOK' }],
    ['with a lapsed subscription', { ...subscriber, activationVoucherDeactivated: true }],
  ])('goes back %s', async (_, account) => {
    const { router, fetchMock } = renderChange(account, [
      '/account/managementmc',
      '/account/changeSubscription',
    ]);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(screen.queryByRole('heading', { name: 'Change Subscription' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, Subscription | null]>([
    ['cancelled', { ...active, status: 'cancelled' }],
    ['past due', { ...active, status: 'pastDue' }],
    ['ended', { ...active, status: 'ended' }],
    ['gone', null],
  ])('goes back when the server has the subscription %s', async (_, subscription) => {
    const { router } = renderChange(
      subscriber,
      ['/account/manageSubscriptions', '/account/changeSubscription'],
      { [SUBSCRIPTION]: answer(subscription) },
    );

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/manageSubscriptions');
    });
  });

  it('goes to account management when there is no page to go back to', async () => {
    const { router } = renderChange(profile, ['/account/changeSubscription']);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });
});
