import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicSavingsText } from '../../features/redemption/components/public-savings-text.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

describe('the public savings page (REDEEM-8)', () => {
  // Issue #32 item 12: the share link pointed to a page that needs a login.
  it('opens without a login and says what Citybook is', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/savings');

    expect(
      await screen.findByRole('heading', { level: 1, name: PublicSavingsText.title }),
    ).toBeVisible();
    expect(screen.getByText(PublicSavingsText.what)).toBeVisible();
    expect(screen.getByRole('link', { name: PublicSavingsText.createAccount })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('link', { name: PublicSavingsText.logIn })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(router.state.location.pathname).toBe('/savings');
    expect(requests).not.toHaveBeenCalled();
  });

  it('offers a member who is logged in their own Savings Tracker', async () => {
    signalSession();
    renderApp('/savings');

    expect(await screen.findByRole('link', { name: PublicSavingsText.ownSavings })).toHaveAttribute(
      'href',
      '/account/savings',
    );
    expect(screen.queryByRole('link', { name: PublicSavingsText.createAccount })).toBeNull();
  });
});
