import { AccountConsoleApi } from '@citybook/contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { SupportPage } from './support-page.tsx';

const counts = apiReply(AccountConsoleApi.getMemberCounts, {
  members: 1234,
  withLiveSubscription: 56,
  lockedNow: 2,
});

describe('the Support screen (OPERATOR-18, OPERATOR-22)', () => {
  it('finds a member by card: the last 4 and the expiry go to the server, rows open the member', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      counts,
      apiHandler(AccountConsoleApi.searchMembers, ({ query }) => {
        asked.push(Object.fromEntries(query));
        return {
          rows: [
            {
              id: 42,
              email: 'ana@example.com',
              name: 'Ana Member',
              createdAt: '2026-01-05T10:00:00.000Z',
              matched: 'Visa •••• 4242, 12/27',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        };
      }),
    );
    const { user, router } = renderRoutes(
      [{ path: '/support', element: <SupportPage findsMembers /> }],
      '/support',
    );
    const numbers = await screen.findByRole('group', { name: 'Members in numbers' });
    expect(within(numbers).getByText('1,234')).toBeVisible();
    expect(screen.getByText(/Search by e-mail, an activation code/)).toBeVisible();
    expect(asked).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'card');
    await user.type(screen.getByRole('searchbox', { name: 'Card’s last 4 digits' }), '4242');
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('4242');
    });
    // Without the expiry nothing is asked: the contract's rule says what is missing.
    expect(asked).toEqual([]);
    expect(screen.getByText(/Please enter the expiry as MM\/YY/)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Card expiry (MM/YY)' }), '12/27');
    const link = await screen.findByRole('link', { name: 'ana@example.com' });
    expect(asked.at(-1)).toMatchObject({ by: 'card', filter: '4242', expiry: '12/27' });
    expect(screen.getByRole('cell', { name: 'Visa •••• 4242, 12/27' })).toBeVisible();
    expect(link).toHaveAttribute('href', '/support/members/42');
  });

  it('shows an analyst the counts and no search', async () => {
    server.use(counts);
    renderRoutes([{ path: '/support', element: <SupportPage findsMembers={false} /> }], '/support');
    expect(await screen.findByText('1,234')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
