import { ErrorCode } from '@citybook/contract';
import type { Profile } from '@citybook/contract/account';
import {
  ActivationApi,
  ConsentText,
  CURRENT_TERMS,
  renewalWording,
  SubscriptionManagementText as Text,
  SubscriptionRuleText,
} from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../../testing/fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import type { RecordedRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import {
  activeSubscription as active,
  annual,
  monthly,
  plans,
  subscriberProfile as subscriber,
} from '../../../testing/subscription-fixtures.ts';
import { ChangeSubscriptionPage } from './change-subscription-page.tsx';

const END = 'December 24, 2026';
const MONTHLY = /^Monthly subscription — \$4\.99 \/ month/;
const ANNUAL = /^Annual subscription — \$39\.99 \/ year/;
const answer = (subscription: Subscription | null) =>
  apiReply(ActivationApi.getSubscription, { subscription });
const changeAnswer = (subscription: Subscription) =>
  apiReply(ActivationApi.changeSubscription, { subscription });

function renderChange(account: Profile, entries: string[], ...replies: HttpHandler[]) {
  server.use(apiReply(ActivationApi.getSubscriptionTypes, plans), answer(active));
  server.use(...replies);
  const requests = recordRequests();
  return {
    requests,
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

const changesSent = (requests: RecordedRequests) =>
  sentBodies(requests, ActivationApi.changeSubscription.path);

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
    const { requests, user } = renderChange(
      subscriber,
      ['/account/changeSubscription'],
      changeAnswer({ ...active, nextPlan: annual }),
    );

    await user.click(await screen.findByRole('button', { name: ANNUAL }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change to Annual?' })).getByRole('button', {
        name: 'Change plan',
      }),
    );

    // The status region is always there (empty before a change): wait for what it says.
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        `Your plan changes to Annual on ${END}. You keep Monthly until then; nothing is charged now.`,
      );
    });
    const chosen = screen.getByRole('button', { name: ANNUAL });
    expect(chosen).toHaveTextContent(Text.nextPlan(END));
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    expect(chosen).toHaveFocus();
    expect(screen.getByRole('button', { name: MONTHLY })).not.toHaveAttribute('aria-disabled');
    expect(changesSent(requests)).toEqual([
      {
        subscriptionTypeCode: 2,
        termsVersion: CURRENT_TERMS.version,
        button: Text.changeConfirm,
      },
    ]);

    // The plan already chosen asks nothing more.
    await user.click(chosen);
    expect(changesSent(requests)).toHaveLength(1);
  });

  it('issue 32 item 9: asks before a plan change, saying what it costs and when, and keeps the plan on Keep', async () => {
    const { requests, user } = renderChange(subscriber, ['/account/changeSubscription']);

    await user.click(await screen.findByRole('button', { name: ANNUAL }));

    const dialog = screen.getByRole('dialog', { name: 'Change to Annual?' });
    expect(dialog).toHaveAccessibleDescription(
      `Annual costs $39.99 / year. It starts at your next renewal on ${END}, when $39.99 is charged to your card. You keep Monthly until then; nothing is charged now. ${renewalWording(annual)} ${ConsentText.agreement('Change plan')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Monthly' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(changesSent(requests)).toEqual([]);
    expect(screen.getByRole('button', { name: ANNUAL })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('withdraws a waiting change when the current plan is chosen again', async () => {
    const { requests, user } = renderChange(
      subscriber,
      ['/account/changeSubscription'],
      answer({ ...active, nextPlan: annual }),
      changeAnswer(active),
    );
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        Text.changeScheduled('Annual', END, 'Monthly'),
      );
    });

    await user.click(await screen.findByRole('button', { name: MONTHLY }));
    const dialog = screen.getByRole('dialog', { name: 'Stay on Monthly?' });
    expect(dialog).toHaveAccessibleDescription(
      `Your plan stays Monthly, and Annual will not start on ${END}. Nothing is charged now. ${renewalWording(monthly)} ${ConsentText.agreement('Stay on Monthly')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay on Monthly' }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(Text.changeWithdrawn('Monthly'));
    });
    expect(changesSent(requests)).toEqual([
      {
        subscriptionTypeCode: 1,
        termsVersion: CURRENT_TERMS.version,
        button: 'Stay on Monthly',
      },
    ]);
    expect(screen.getByRole('button', { name: MONTHLY })).toHaveAttribute('aria-disabled', 'true');
  });

  it('ACTIVATION-22: shows the terms a change agrees to beside the plans', async () => {
    renderChange(subscriber, ['/account/changeSubscription']);

    await screen.findByRole('button', { name: ANNUAL });
    expect(screen.getByText(ConsentText.agreement('Change plan'))).toBeVisible();
    expect(
      screen.getByRole('document', {
        name: ConsentText.termsTitle(CURRENT_TERMS.version),
        hidden: true,
      }),
    ).toHaveTextContent(/How to cancel\./);
  });

  it('ACTIVATION-22: a change refused because the terms changed says so', async () => {
    const { user } = renderChange(
      subscriber,
      ['/account/changeSubscription'],
      apiError(ActivationApi.changeSubscription, 409, {
        code: ErrorCode.termsChanged,
        message: ConsentText.termsChanged,
      }),
    );

    await user.click(await screen.findByRole('button', { name: ANNUAL }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change to Annual?' })).getByRole('button', {
        name: 'Change plan',
      }),
    );

    expect(await screen.findByText(ConsentText.termsChanged)).toBeVisible();
  });

  it('sends nothing for the plan that is already current', async () => {
    const { requests, user } = renderChange(subscriber, ['/account/changeSubscription']);

    await user.click(await screen.findByRole('button', { name: MONTHLY }));

    expect(changesSent(requests)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's refusal in the error dialog", async () => {
    const { user } = renderChange(
      subscriber,
      ['/account/changeSubscription'],
      apiError(ActivationApi.changeSubscription, 409, {
        code: ErrorCode.subscriptionState,
        message: SubscriptionRuleText.notChangeable('cancelled'),
      }),
    );

    await user.click(await screen.findByRole('button', { name: ANNUAL }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(SubscriptionRuleText.notChangeable('cancelled'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: ANNUAL })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['apple', 'App Store'],
    ['google', 'Google Play'],
  ] as const)('sends a %s subscription to its store', async (source, store) => {
    renderChange(
      subscriber,
      ['/account/changeSubscription'],
      answer({ ...active, source, card: null }),
    );

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
    const { router, requests } = renderChange(account, [
      '/account/managementmc',
      '/account/changeSubscription',
    ]);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(screen.queryByRole('heading', { name: 'Change Subscription' })).not.toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
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
      answer(subscription),
    );

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/manageSubscriptions');
    });
  });

  // Issue #32 item 12: with a cancelled subscription /account/changeSubscription redirected.
  it('goes back in the browser, not to Account, when opened by its address after another page', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { router } = renderChange(
      subscriber,
      ['/account/changeSubscription'],
      answer({ ...active, status: 'cancelled' }),
    );

    await waitFor(() => {
      expect(back).toHaveBeenCalledTimes(1);
    });
    expect(router.state.location.pathname).toBe('/account/changeSubscription');
  });

  it('goes to account management when there is no page to go back to', async () => {
    const { router } = renderChange(profile, ['/account/changeSubscription']);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });

  it('issue 32 item 12: the subscription refused with 404 shows the server’s message', async () => {
    renderChange(
      subscriber,
      ['/account/changeSubscription'],
      apiError(ActivationApi.getSubscription, 404, { code: 'notFound', message: 'No plan.' }),
    );

    expect(await screen.findByText('No plan.')).toBeVisible();
  });

  it('issue 32 item 12: plans refused with 405 show the server’s message', async () => {
    renderChange(
      subscriber,
      ['/account/changeSubscription'],
      apiError(ActivationApi.getSubscriptionTypes, 405, {
        code: 'methodNotAllowed',
        message: 'Plans are not offered here.',
      }),
    );

    expect(await screen.findByText('Plans are not offered here.')).toBeVisible();
  });
});
