import { ApiPath, CATEGORIES_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasSession } from '../features/account/session.ts';
import { jsonResponse, stubFetch } from '../testing/fetch-stub.ts';
import { categories, profile } from '../testing/fixtures.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

const PROFILE = `GET ${ApiPath.account.profile}`;
const CATEGORIES = `GET ${ApiPath.catalog.categories(1)}`;

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('routes', () => {
  it('sends a visitor without a session from a protected page to login', async () => {
    const fetchMock = stubFetch({});
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Citybook' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the categories of the profile's market inside the app's landmarks", async () => {
    signalSession();
    stubFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
    });
    renderApp('/offers/categories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dining' })).toHaveAttribute(
      'href',
      '/offers/category/1',
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Citybook')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(profile);
  });

  it('sends a user without a market to pick one', async () => {
    signalSession();
    stubFetch({ [PROFILE]: jsonResponse(200, { ...profile, marketId: null }) });
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/market');
  });

  it('sends a user whose session the server rejects to login and forgets the session', async () => {
    signalSession();
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    stubFetch({ [CATEGORIES]: jsonResponse(401, { code: 'notLoggedIn', message: 'Log in.' }) });
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('sends a user to login when the profile check is unauthorized', async () => {
    signalSession();
    stubFetch({ [PROFILE]: jsonResponse(401, { code: 'notLoggedIn', message: 'Log in.' }) });
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(hasSession()).toBe(false);
  });

  it('goes to /error when the profile check fails otherwise', async () => {
    signalSession();
    stubFetch({ [PROFILE]: jsonResponse(500, { code: 500, message: UNKNOWN_ERROR_MESSAGE }) });
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/error');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('explains a failure to load the categories', async () => {
    signalSession();
    stubFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(500, { code: 500, message: UNKNOWN_ERROR_MESSAGE }),
    });
    renderApp('/offers/categories');

    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORIES_ERROR_MESSAGE, {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it.each(['/', '/account/login'])(
    'sends a logged-in user from %s on to the categories',
    async (path) => {
      signalSession();
      stubFetch({
        [PROFILE]: jsonResponse(200, profile),
        [CATEGORIES]: jsonResponse(200, categories),
      });
      const { router } = renderApp(path);

      await expectLocation(router, '/offers/categories');
    },
  );

  it('shows a friendly page for unknown paths', async () => {
    stubFetch({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('logs out: calls the server, forgets the session and shows login', async () => {
    signalSession();
    const fetchMock = stubFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [`GET ${ApiPath.account.logout}`]: jsonResponse(200, {}),
    });
    const { router, user } = renderApp('/offers/categories');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await expectLocation(router, '/account/login');
    expect(fetchMock).toHaveBeenCalledWith(ApiPath.account.logout, expect.anything());
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(hasSession()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
