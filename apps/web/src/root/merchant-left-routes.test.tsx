import { ErrorCode } from '@citybook/contract';
import { AccountApi } from '@citybook/contract/account';
import { CatalogApi, MerchantLeftText } from '@citybook/contract/catalog';
import { RedeemText, RedemptionApi } from '@citybook/contract/redemption';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markActivationPrompted } from '../features/activation/landing/activation-prompt-storage.ts';
import { aMerchant } from '../testing/catalog-browse-fixtures.ts';
import { categories, profile } from '../testing/fixtures.ts';
import { apiError, apiReply } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

/*
 * MERCHANT-12: a merchant that left the book. An old link, and a page left open that asks for
 * its merchant again, say so in the server's words with the way back; an unknown merchant is
 * still the not-found failure (catalog-routes.test.tsx).
 */

const luigi = aMerchant(4, { title: 'Luigi’s Bistro' });
const bean = aMerchant(9, { title: 'Bean There' });
const LEFT = MerchantLeftText.message('Luigi’s Bistro');
const merchantCall = (id: number) => ({ params: { id }, query: {} });
const inCategory = { query: { marketId: 1, categoryId: 1, shared: true } };
const PROFILE = apiReply(AccountApi.getProfile, profile);
const activated = { ...profile, activationVoucherId: 5, userActivationType: 'BOOK' as const };
const CATEGORIES = apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } });
const HAS_LEFT = apiError(
  CatalogApi.getMerchant,
  410,
  { code: ErrorCode.merchantLeft, message: LEFT },
  merchantCall(4),
);

function renderApp(entries: string[]) {
  signalSession();
  markActivationPrompted();
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    queryClient,
  });
}

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('a merchant that left the book (MERCHANT-12)', () => {
  it('an old link to its page: says it left, with the way back to the list', async () => {
    server.use(PROFILE, CATEGORIES, HAS_LEFT);
    const { router, user } = renderApp(['/offers/category/1/merchant/4']);

    expect(await screen.findByRole('heading', { level: 1, name: LEFT })).toBeVisible();
    expect(screen.getByText(/Its coupons can no longer be redeemed/)).toBeVisible();
    expect(screen.getByText(/stays in your Savings Tracker/)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Luigi’s Bistro has left the Citybook book · /);
    expect(screen.getByRole('link', { name: MerchantLeftText.savings })).toHaveAttribute(
      'href',
      '/account/savings',
    );

    server.use(apiReply(CatalogApi.getMerchantsInCategory, [bean], inCategory));
    await user.click(screen.getByRole('link', { name: MerchantLeftText.backToList }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/category/1');
    });
    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
  });

  it('an old link to one of its coupons: says it left, with the way to the categories', async () => {
    server.use(PROFILE, CATEGORIES, HAS_LEFT);
    renderApp(['/offers/offer/4/40']);

    expect(await screen.findByRole('heading', { level: 1, name: LEFT })).toBeVisible();
    expect(screen.getByRole('link', { name: MerchantLeftText.browse })).toHaveAttribute(
      'href',
      '/offers/categories',
    );
  });

  it('its page left open: says it left once the member comes back to it, and the list drops it', async () => {
    server.use(
      PROFILE,
      CATEGORIES,
      apiReply(CatalogApi.getMerchantsInCategory, [luigi, bean], inCategory),
      apiReply(CatalogApi.getMerchant, luigi, merchantCall(4)),
    );
    const { router, user } = renderApp(['/offers/category/1']);
    await user.click(await screen.findByRole('link', { name: 'Luigi’s Bistro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' })).toBeVisible();

    // It leaves the book while the page is open; a minute later the member switches away and
    // back (the app's stale time is a minute).
    server.use(HAS_LEFT, apiReply(CatalogApi.getMerchantsInCategory, [bean], inCategory));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    const heading = await screen.findByRole('heading', { level: 1, name: LEFT });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Coupons' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: MerchantLeftText.backToList }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/category/1');
    });
    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Luigi’s Bistro' })).not.toBeInTheDocument();
    });
  });

  it('its coupon page left open: Redeem is refused naming it, and the page says it left', async () => {
    server.use(
      apiReply(AccountApi.getProfile, activated),
      CATEGORIES,
      apiReply(CatalogApi.getMerchant, luigi, merchantCall(4)),
      apiError(RedemptionApi.redeem, 410, { code: ErrorCode.merchantLeft, message: LEFT }),
    );
    const { user } = renderApp(['/offers/offer/4/40']);
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    server.use(HAS_LEFT);
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    const refused = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(refused).getByText(LEFT)).toBeVisible();
    await user.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: LEFT })).toBeVisible();
  });
});
