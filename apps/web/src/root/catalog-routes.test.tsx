import {
  AccountApi,
  CatalogApi,
  CATEGORIES_ERROR_MESSAGE,
  MERCHANT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  urlOf,
} from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markActivationPrompted } from '../features/activation/landing/activation-prompt-storage.ts';
import { exactText, stubAccountFetch } from '../testing/account-helpers.ts';
import { aMerchant } from '../testing/catalog-browse-fixtures.ts';
import { jsonResponse } from '../testing/fetch-stub.ts';
import { categories, profile } from '../testing/fixtures.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

/** The merchant's URL as the app asks for it (without a position). */
const merchantUrl = (id: number) => urlOf(CatalogApi.getMerchant, { params: { id }, query: {} });

const PROFILE = `GET ${AccountApi.getProfile.path}`;
const CATEGORIES = `GET ${urlOf(CatalogApi.getCategories, { params: { marketId: 1 } })}`;
const ADS = `GET ${urlOf(CatalogApi.getMobileAds, { params: { marketId: 1 } })}`;
const IN_CATEGORY = `GET ${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=1&shared=true`;
const FAILURE = jsonResponse(500, { code: 500, message: UNKNOWN_ERROR_MESSAGE });

const merchants = [
  aMerchant(4, { title: 'Luigi’s Bistro' }),
  aMerchant(9, { title: 'Bean There' }),
];

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
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [IN_CATEGORY]: jsonResponse(200, merchants),
    });
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
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [`GET ${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=1&latitude=39.8&longitude=-89.6&shared=true`]:
        jsonResponse(200, merchants),
    });
    renderApp(['/offers/category/1']);

    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
  });

  it('goes from a category to a merchant and back to the same search', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [IN_CATEGORY]: jsonResponse(200, merchants),
      [`GET ${merchantUrl(9)}`]: jsonResponse(200, merchants[1]),
    });
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
    const fetchMock = stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [IN_CATEGORY]: jsonResponse(200, merchants),
      [`GET ${merchantUrl(4)}`]: jsonResponse(200, merchants[0]),
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router, user } = renderApp(['/offers/category/1']);

    await user.type(await screen.findByRole('searchbox', { name: 'Search merchants' }), 'bis');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=bis');
    });
    expect(
      fetchMock.mock.calls.filter(
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
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [ADS]: jsonResponse(200, []),
      [IN_CATEGORY]: FAILURE,
    });
    const { router, user } = renderApp(['/offers/categories', '/offers/category/1']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(CATEGORIES_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  it('explains a merchant that cannot be found, then goes back', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [IN_CATEGORY]: jsonResponse(200, merchants),
      [`GET ${merchantUrl(77)}`]: jsonResponse(404, {
        code: 'notFound',
        message: 'Not found.',
      }),
    });
    const { router, user } = renderApp(['/offers/category/1', '/offers/category/1/merchant/77']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MERCHANT_ERROR_MESSAGE, exactText)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, '/offers/category/1');
  });

  it('treats an address with a non-numeric id as a merchant that cannot be found', async () => {
    stubAccountFetch({ [PROFILE]: jsonResponse(200, profile) });
    renderApp(['/offers/category/1/merchant/abc']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MERCHANT_ERROR_MESSAGE, exactText)).toBeVisible();
  });

  it('shows every coupon of the market with a Back button', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [`GET ${CatalogApi.getAllMerchants.path}?marketId=1&shared=true`]: jsonResponse(
        200,
        merchants,
      ),
    });
    renderApp(['/offers/all']);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Coupons' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bean There Offer 90' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('explains all coupons that cannot be loaded', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [`GET ${CatalogApi.getAllMerchants.path}?marketId=1&shared=true`]: FAILURE,
    });
    renderApp(['/offers/all']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MERCHANT_ERROR_MESSAGE, exactText)).toBeVisible();
  });

  it('sends a user whose session the server rejects to login', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, profile),
      [CATEGORIES]: jsonResponse(200, categories),
      [IN_CATEGORY]: jsonResponse(401, { code: 'notLoggedIn', message: 'Log in.' }),
    });
    const { router } = renderApp(['/offers/category/1']);

    await expectLocation(router, '/account/login');
  });

  it('sends a user without a market to pick one', async () => {
    stubAccountFetch({ [PROFILE]: jsonResponse(200, { ...profile, marketId: null }) });
    const { router } = renderApp(['/offers/all']);

    await expectLocation(router, '/account/market');
  });
});
