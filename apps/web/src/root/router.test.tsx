import {
  CATEGORIES_ERROR_MESSAGE,
  PROFILE_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import { AccountApi } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import { AppApi } from '@citybook/contract/app';
import { CatalogApi } from '@citybook/contract/catalog';
import { MarketApi } from '@citybook/contract/market';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSession } from '../features/account/session.ts';
import { markActivationPrompted } from '../features/activation/landing/activation-prompt-storage.ts';
import { exactText } from '../testing/account-helpers.ts';
import { categories, markets, profile } from '../testing/fixtures.ts';
import {
  apiError,
  apiHandler,
  apiNetworkError,
  apiReply,
  errorResponse,
} from '../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../testing/mocks/requests.ts';
import { server } from '../testing/mocks/server.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

const PROFILE = apiReply(AccountApi.getProfile, profile);
const CATEGORIES = apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } });
const NOT_LOGGED_IN = { code: 'notLoggedIn', message: 'Log in.' };
const FAILURE = { code: 500, message: UNKNOWN_ERROR_MESSAGE };

function renderApp(path: string) {
  // The fixture user is not activated: as if it had skipped the activation prompt (ACTIVATION-2).
  markActivationPrompted();
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('routes', () => {
  beforeEach(() => {
    // Calls these tests do not look at get no answer, as from a server that cannot be reached.
    server.use(
      apiNetworkError(CatalogApi.getMobileAds),
      apiNetworkError(ActivationApi.getVouchers),
      apiNetworkError(MarketApi.getMarketByGeolocation),
    );
  });

  it('sends a visitor without a session from a protected page to login', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Citybook' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it("shows the categories of the profile's market inside the app's landmarks", async () => {
    signalSession();
    server.use(PROFILE, CATEGORIES);
    renderApp('/offers/categories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dining' })).toHaveAttribute(
      'href',
      '/offers/category/1',
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Citybook')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(profile);
  });

  it('sends a user without a market to pick one', async () => {
    signalSession();
    server.use(apiReply(AccountApi.getProfile, { ...profile, marketId: null }));
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/market');
  });

  it('sends a user whose session the server rejects to login and forgets the session', async () => {
    signalSession();
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    server.use(apiError(CatalogApi.getCategories, 401, NOT_LOGGED_IN, { params: { marketId: 1 } }));
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('sends a user to login when the profile check is unauthorized', async () => {
    signalSession();
    server.use(apiError(AccountApi.getProfile, 401, NOT_LOGGED_IN));
    const { router } = renderApp('/offers/categories');

    await expectLocation(router, '/account/login');
    expect(hasSession()).toBe(false);
  });

  it('explains a failed profile load in the error dialog, then goes back', async () => {
    signalSession();
    server.use(apiError(AccountApi.getProfile, 500, FAILURE));
    const queryClient = createTestQueryClient();
    const { router, user } = renderRoutes(createRoutes(queryClient), {
      initialEntries: ['/account/create', '/account/management'],
      initialIndex: 1,
      queryClient,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PROFILE_ERROR_MESSAGE, exactText)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/account/create');
  });

  it('explains a failed profile load on a page opened directly, then shows /error', async () => {
    signalSession();
    server.use(apiError(AccountApi.getProfile, 500, FAILURE));
    const { router, user } = renderApp('/offers/categories');

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PROFILE_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/error');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('explains a failure to load the categories in the error dialog, and tries again', async () => {
    signalSession();
    let categoriesFail = true;
    server.use(
      PROFILE,
      apiHandler(
        CatalogApi.getCategories,
        () => (categoriesFail ? errorResponse(500, FAILURE) : categories),
        { params: { marketId: 1 } },
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/offers/categories');

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(CATEGORIES_ERROR_MESSAGE, exactText)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await waitFor(() => {
      expect(sentBodies(requests, AppApi.reportClientError.path)).toHaveLength(1);
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();

    categoriesFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dining' })).toBeVisible();
  });

  it.each(['/', '/account/login'])(
    'sends a logged-in user from %s on to the categories',
    async (path) => {
      signalSession();
      server.use(PROFILE, CATEGORIES);
      const { router } = renderApp(path);

      await expectLocation(router, '/offers/categories');
    },
  );

  it('shows a friendly page for unknown paths', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/account/create', 'Create'],
    ['/account/password/forgot', 'Forgot'],
    ['/account/password/reset?token=abc', 'Reset'],
    ['/account/password/set?token=abc', 'Set'],
  ])('keeps %s reachable without a login', async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it.each([
    '/account/market',
    '/account/management',
    '/account/managementmc',
    '/account/password/change',
    '/account/profile/edit',
    '/account/devices',
    '/account/deleteAccount',
  ])('sends a visitor without a session from %s to login', async (path) => {
    const { router } = renderApp(path);

    await expectLocation(router, '/account/login');
  });

  it('shows account management at both of its paths, with a Back-less menu bar', async () => {
    signalSession();
    server.use(PROFILE);
    renderApp('/account/managementmc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('ends the session and shows login when a page call finds it ended on the server', async () => {
    signalSession();
    // A cached profile: the page shows, and its own calls meet the ended session.
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    server.use(PROFILE, apiError(ActivationApi.getVouchers, 401, NOT_LOGGED_IN));
    const { router } = renderApp('/account/management');

    await expectLocation(router, '/account/login');
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Citybook' }),
    ).toBeVisible();
  });

  it('gives sub-pages of the account a Back button that returns to the previous page', async () => {
    signalSession();
    server.use(PROFILE);
    const { router, user } = renderApp('/account/management');

    await user.click(await screen.findByRole('link', { name: 'Change Password' }));
    await expectLocation(router, '/account/password/change');
    // The page loads lazily: its Back button replaces the menu once it has arrived.
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(back);

    await expectLocation(router, '/account/management');
  });

  it('shows the market choice to a logged-in user', async () => {
    signalSession();
    server.use(PROFILE, apiReply(MarketApi.getMarket, markets[0]!, { params: { marketId: 1 } }));
    renderApp('/account/market');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Location' })).toBeVisible();
    expect(await screen.findByText('Springfield')).toBeVisible();
  });

  it('logs out from the menu after confirmation: server, native shell, storage, login', async () => {
    signalSession();
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    sessionStorage.setItem('citybook.cache.markets', '{}');
    server.use(PROFILE, CATEGORIES, apiReply(AccountApi.logoutByPost, {}));
    const requests = recordRequests();
    const { router, user } = renderApp('/offers/categories');

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/account/login');
    expect(requests).toHaveBeenCalledWith(
      AccountApi.logoutByPost.path,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'Logout' }));
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(sessionStorage.getItem('citybook.cache.markets')).toBeNull();
    expect(hasSession()).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
