import {
  CATEGORIES_ERROR_MESSAGE,
  MERCHANT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import { AccountApi } from '@citybook/contract/account';
import { CatalogApi } from '@citybook/contract/catalog';
import { MarketApi } from '@citybook/contract/market';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { markActivationPrompted } from '../features/activation/landing/activation-prompt-storage.ts';
import { exactText } from '../testing/account-helpers.ts';
import { aMerchant } from '../testing/catalog-browse-fixtures.ts';
import { categories, profile } from '../testing/fixtures.ts';
import { apiError, apiNetworkError, apiReply } from '../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../testing/mocks/requests.ts';
import { server } from '../testing/mocks/server.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

const merchants = [
  aMerchant(4, { title: 'Luigi’s Bistro' }),
  aMerchant(9, { title: 'Bean There' }),
];

/** The merchant as the app asks for it (without a position). */
const merchantCall = (id: number) => ({ params: { id }, query: {} });
const FAILURE = { code: 500, message: UNKNOWN_ERROR_MESSAGE };
const PROFILE = apiReply(AccountApi.getProfile, profile);
const CATEGORIES = apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } });
const ADS = apiReply(CatalogApi.getMobileAds, [], { params: { marketId: 1 } });
const inCategory = { query: { marketId: 1, categoryId: 1, shared: true } };
const IN_CATEGORY = apiReply(CatalogApi.getMerchantsInCategory, merchants, inCategory);
const allMerchants = { query: { marketId: 1, shared: true } };

/** The API answers with these handlers. */
function answer(...replies: HttpHandler[]) {
  server.use(...replies);
}

function renderApp(entries: string[]) {
  signalSession();
  // The fixture user is not activated: as if it had skipped the activation prompt (ACTIVATION-2).
  markActivationPrompted();
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    queryClient,
  });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('catalogue routes', () => {
  it("shows a category's merchants once loaded, with a Back button", async () => {
    answer(PROFILE, CATEGORIES, IN_CATEGORY);
    renderApp(['/offers/category/1']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Luigi’s Bistro' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('sorts by the device position when it is already known', async () => {
    sessionStorage.setItem(
      'citybook.cache.geolocation',
      JSON.stringify({ value: { latitude: 39.8, longitude: -89.6 }, savedAt: 1 }),
    );
    answer(
      PROFILE,
      CATEGORIES,
      apiReply(CatalogApi.getMerchantsInCategory, merchants, {
        query: { marketId: 1, categoryId: 1, latitude: 39.8, longitude: -89.6, shared: true },
      }),
    );
    renderApp(['/offers/category/1']);

    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
  });

  it('goes from a category to a merchant and back to the same search', async () => {
    answer(
      PROFILE,
      CATEGORIES,
      IN_CATEGORY,
      apiReply(CatalogApi.getMerchant, merchants[1]!, merchantCall(9)),
    );
    const { router, user } = renderApp(['/offers/category/1']);

    await user.type(await screen.findByRole('searchbox', { name: 'Search merchants' }), 'bean');
    await user.click(screen.getByRole('link', { name: 'Bean There' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bean There' })).toBeVisible();
    expect(router.state.location.search).toBe('?hasSiblings=false');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await expectLocation(router, '/offers/category/1');
    expect(await screen.findByRole('searchbox', { name: 'Search merchants' })).toHaveValue('bean');
    expect(screen.queryByRole('link', { name: 'Luigi’s Bistro' })).not.toBeInTheDocument();
  });

  it('brings back the scroll position of the list on Back, and loads nothing again while typing', async () => {
    answer(
      PROFILE,
      CATEGORIES,
      IN_CATEGORY,
      apiReply(CatalogApi.getMerchant, merchants[0]!, merchantCall(4)),
    );
    const requests = recordRequests();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router, user } = renderApp(['/offers/category/1']);

    await user.type(await screen.findByRole('searchbox', { name: 'Search merchants' }), 'bis');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=bis');
    });
    expect(
      requests.mock.calls.filter(
        ([url]) =>
          url === `${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=1&shared=true`,
      ),
    ).toHaveLength(1);
    // Typing leaves the list where it is: no position to restore, no reset to the top.
    expect(router.state.restoreScrollPosition).toBeNull();
    expect(router.state.preventScrollReset).toBe(true);

    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    try {
      await user.click(screen.getByRole('link', { name: 'Luigi’s Bistro' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' }),
      ).toBeVisible();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    } finally {
      Reflect.deleteProperty(window, 'scrollY');
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('searchbox', { name: 'Search merchants' })).toHaveValue('bis');
    expect(router.state.location.search).toBe('?q=bis');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('explains a category that cannot be loaded, then goes back', async () => {
    answer(
      PROFILE,
      CATEGORIES,
      ADS,
      apiError(CatalogApi.getMerchantsInCategory, 500, FAILURE, inCategory),
    );
    const { router, user } = renderApp(['/offers/categories', '/offers/category/1']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(CATEGORIES_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  // Issue #32 item 12 (APP-8): a screen load failing with 404 shows the server's message.
  it("explains a merchant that cannot be found in the server's words (404), then goes back", async () => {
    answer(
      PROFILE,
      CATEGORIES,
      IN_CATEGORY,
      apiError(
        CatalogApi.getMerchant,
        404,
        { code: 'notFound', message: 'This merchant does not exist.' },
        merchantCall(77),
      ),
    );
    const { router, user } = renderApp(['/offers/category/1', '/offers/category/1/merchant/77']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This merchant does not exist.')).toBeVisible();
    expect(within(dialog).queryByText(MERCHANT_ERROR_MESSAGE, exactText)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/offers/category/1');
  });

  it('treats an address with a non-numeric id as a merchant that cannot be found', async () => {
    answer(PROFILE);
    renderApp(['/offers/category/1/merchant/abc']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MERCHANT_ERROR_MESSAGE, exactText)).toBeVisible();
  });

  it('shows every coupon of the market with a Back button', async () => {
    answer(PROFILE, apiReply(CatalogApi.getAllMerchants, merchants, allMerchants));
    renderApp(['/offers/all']);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Coupons' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bean There Offer 90' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it.each([400, 402, 405])(
    "shows the server's message when a screen load fails with %i (APP-8)",
    async (status) => {
      const message = `The server says no (${String(status)}).`;
      answer(
        PROFILE,
        CATEGORIES,
        ADS,
        apiError(
          CatalogApi.getMerchantsInCategory,
          status,
          { code: 'refused', message },
          inCategory,
        ),
      );
      renderApp(['/offers/categories', '/offers/category/1']);

      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(dialog).getByText(message)).toBeVisible();
    },
  );

  it('explains all coupons that cannot be loaded', async () => {
    answer(PROFILE, apiError(CatalogApi.getAllMerchants, 500, FAILURE, allMerchants));
    renderApp(['/offers/all']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MERCHANT_ERROR_MESSAGE, exactText)).toBeVisible();
  });

  it('sends a user whose session the server rejects to login', async () => {
    answer(
      PROFILE,
      CATEGORIES,
      apiError(
        CatalogApi.getMerchantsInCategory,
        401,
        { code: 'notLoggedIn', message: 'Log in.' },
        inCategory,
      ),
    );
    const { router } = renderApp(['/offers/category/1']);

    await expectLocation(router, '/account/login');
  });

  it('issue 32 item 10: sends a device signed out elsewhere to login though its list still answers', async () => {
    // The shared list answers (from the HTTP cache, the same bytes for everyone); the member's
    // own state, the call of that page that needs the session, finds it ended.
    answer(
      PROFILE,
      CATEGORIES,
      IN_CATEGORY,
      apiError(AccountApi.getAccountState, 401, { code: 'notLoggedIn', message: 'Log in.' }),
    );
    const { router } = renderApp(['/offers/category/1']);

    await expectLocation(router, '/account/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Citybook' }),
    ).toBeVisible();
  });

  it('sends a user without a market to pick one', async () => {
    answer(
      apiReply(AccountApi.getProfile, { ...profile, marketId: null }),
      apiNetworkError(MarketApi.getMarketByGeolocation),
    );
    const { router } = renderApp(['/offers/all']);

    await expectLocation(router, '/account/market');
  });
});
