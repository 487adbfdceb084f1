import { AccountApi, RedemptionApi, SavingsText, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import type { Redemption } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exactText } from '../../testing/account-helpers.ts';
import { aRedemption } from '../../testing/redemption-fixtures.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { apiError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';

const PREVIOUS = '/account/password/change';

const redemptions: Redemption[] = [aRedemption({ id: 1 })];

function renderApp(entries: string[]) {
  signalSession();
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    queryClient,
  });
}

describe('savings route', () => {
  it('shows the fresh total and the redemptions, with the menu', async () => {
    // The stored profile is older than the server's.
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    server.use(
      apiReply(AccountApi.getProfile, { ...profile, totalSavings: 12 }),
      apiReply(RedemptionApi.getRedemptions, redemptions),
    );
    renderApp(['/account/savings']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Savings Tracker' })).toBeVisible();
    expect(screen.getByText('Total saved').textContent).toBe('Total saved $12.00');
    expect(
      screen.getByRole('button', { name: 'Share your savings at Luigi’s Bistro' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('explains savings that cannot be loaded, then goes back', async () => {
    server.use(
      apiReply(AccountApi.getProfile, profile),
      apiError(RedemptionApi.getRedemptions, 500, { code: 500, message: UNKNOWN_ERROR_MESSAGE }),
    );
    const { router, user } = renderApp([PREVIOUS, '/account/savings']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(SavingsText.loadFailed, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(PREVIOUS);
    });
  });
});
