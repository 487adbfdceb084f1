import { AccountApi, ActivationApi } from '@citybook/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whenSettled } from '../../components/dialog/open-dialogs.ts';
import { hasSession } from '../../features/account/session.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { apiNetworkError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';

function renderLoggedIn(path = '/account/management') {
  signalSession();
  server.use(
    apiReply(AccountApi.getProfile, profile),
    apiReply(AccountApi.logout, {}),
    // The management page's voucher selector; not what these tests are about.
    apiNetworkError(ActivationApi.getVouchers),
  );
  const requests = recordRequests();
  const queryClient = createTestQueryClient();
  return {
    requests,
    ...renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient }),
  };
}

async function openMenu(user: ReturnType<typeof renderLoggedIn>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Menu' });
  await user.click(toggle);
  return { toggle, menu: await screen.findByRole('navigation', { name: 'Main menu' }) };
}

describe('side menu', () => {
  it("lists the spec's entries, the external ones opening in a new tab", async () => {
    const { user } = renderLoggedIn();
    const { toggle, menu } = await openMenu(user);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account', '/account/management'],
      ['Browse By Category', '/offers/categories'],
      ['Browse By Map', '/offers/map'],
      ['All Coupons', '/offers/all'],
      ['My Location', '/account/market'],
      ['Savings Tracker', '/account/savings'],
      ['Favourites', '/account/favorites'],
      ['About Us', 'https://citybook.app/about'],
      ['Contact Us', 'https://citybook.app/contact'],
      ['Terms of Use & Privacy Policy', 'https://citybook.app/terms'],
    ]);
    for (const external of links.slice(7)) {
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('closes, then goes to the chosen page', async () => {
    const { router, user } = renderLoggedIn();
    const { menu } = await openMenu(user);

    await user.click(within(menu).getByRole('link', { name: 'My Location' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/market');
    });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderLoggedIn();
    const { toggle } = await openMenu(user);

    await user.keyboard('{Escape}');

    // The drawer's close event comes after the key: the state follows it, not the key.
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });

  it('opens again when asked while the last one is still closing (Escape, then Enter at once)', async () => {
    const { user } = renderLoggedIn();
    const { toggle } = await openMenu(user);

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(toggle);
    // The first menu's history step and its end are over; the second menu is still open.
    await act(() => whenSettled());
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a swipe towards its edge, not on a vertical scroll', async () => {
    const { user } = renderLoggedIn();
    await openMenu(user);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });

    fireEvent.touchStart(drawer, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 190, clientY: 300 }] });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    fireEvent.touchStart(drawer, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 60, clientY: 110 }] });

    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });
  });

  it('closes on browser Back without leaving the page', async () => {
    const { router, user } = renderLoggedIn();
    const pageEntry = router.state.location.key;
    await openMenu(user);
    // The first page of a visit gets an entry of its own for Back to close the menu with.
    await waitFor(() => {
      expect(router.state.location.key).not.toBe(pageEntry);
    });

    await act(() => router.navigate(-1));

    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/account/management');
    expect(router.state.location.key).toBe(pageEntry);
  });

  it('closes the logout question first on Back, then the menu', async () => {
    const { router, user } = renderLoggedIn();
    const { menu } = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeVisible();

    await act(() => router.navigate(-1));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(hasSession()).toBe(true);

    await act(() => router.navigate(-1));

    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/account/management');
  });

  it('asks before logging out; Cancel keeps the user logged in', async () => {
    const { requests, user } = renderLoggedIn();
    const { menu } = await openMenu(user);

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    const confirm = screen.getByRole('dialog', { name: 'Log out' });
    expect(within(confirm).getByRole('button', { name: 'OK' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalledWith(AccountApi.logout.path, expect.anything());
    expect(hasSession()).toBe(true);
  });

  it('is not offered to a visitor who is not logged in', async () => {
    renderRoutes(createRoutes(createTestQueryClient()), { initialEntries: ['/account/login'] });

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
