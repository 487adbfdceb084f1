import 'fake-indexeddb/auto';
import { UnreachableText } from '@citybook/contract/app';
import { AccountApi } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { CatalogApi } from '@citybook/contract/catalog';
import { OfflineRedeemText, RedemptionApi, SavingsText } from '@citybook/contract/redemption';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markActivationPrompted } from '../features/activation/landing/activation-prompt-storage.ts';
import {
  aKeptRedemption,
  forgetEverythingKept,
} from '../features/redemption/offline/offline-fixtures.ts';
import { keepOffline } from '../features/redemption/offline/offline-store.ts';
import { aMerchant, anOffer } from '../testing/catalog-browse-fixtures.ts';
import { categories, profile } from '../testing/fixtures.ts';
import { apiNetworkError, apiReply } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { createTestQueryClient } from '../testing/query-client.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { signalSession } from '../testing/session.ts';
import { createRoutes } from './router.tsx';

/* Issue #32 item 5: with no connection, pages say so and show what the device has. */

const member: Profile = {
  ...profile,
  activationVoucherId: 5,
  userActivationType: 'BOOK',
  totalSavings: 42,
};

function renderApp(path: string) {
  signalSession();
  markActivationPrompted();
  localStorage.setItem('citybook.profile', JSON.stringify(member));
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

afterEach(async () => {
  await forgetEverythingKept();
});

describe('offline pages (issue #32 item 5)', () => {
  it('the Savings Tracker says the device is offline and shows the coupons redeemed on it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waiting = aKeptRedemption(member.accountId, { merchantName: 'Bean There' });
    await keepOffline(waiting);
    server.use(
      apiNetworkError(AccountApi.getProfile),
      apiNetworkError(RedemptionApi.getRedemptions),
    );
    const { router } = renderApp('/account/savings');

    expect(await screen.findByRole('heading', { level: 1, name: SavingsText.title })).toBeVisible();
    expect(screen.getByText(UnreachableText.offline)).toBeVisible();
    expect(screen.getByText(UnreachableText.savings)).toBeVisible();
    expect(screen.getByText('Total saved').textContent).toBe('Total saved $42.00');
    const section = await screen.findByRole('region', { name: OfflineRedeemText.waitingHeading });
    expect(within(section).getByRole('heading', { name: 'Bean There' })).toBeVisible();
    expect(within(section).getByText(waiting.offerTitle)).toBeVisible();
    expect(screen.getByText(UnreachableText.savingsNothingKept)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/savings');
  });

  it('the Savings Tracker shows the redemptions once Citybook answers again', async () => {
    server.use(
      apiNetworkError(AccountApi.getProfile),
      apiNetworkError(RedemptionApi.getRedemptions),
    );
    const { user } = renderApp('/account/savings');

    const notice = (await screen.findByText(UnreachableText.savings)).parentElement!;
    // The browser has a network: Citybook is what cannot be reached.
    expect(notice).toHaveTextContent(UnreachableText.unreachable);
    server.use(apiReply(AccountApi.getProfile, member), apiReply(RedemptionApi.getRedemptions, []));
    await user.click(within(notice).getByRole('button', { name: UnreachableText.tryAgain }));

    expect(await screen.findByText(SavingsText.empty)).toBeVisible();
    expect(screen.queryByText(UnreachableText.savings)).not.toBeInTheDocument();
  });

  it('a coupon redeemed offline shows as redeemed on its merchant page, and says why', async () => {
    const offer = anOffer(41, 4, { title: 'Free dessert' });
    const other = anOffer(42, 4, { title: 'Half-price pasta' });
    const merchant = aMerchant(4, { title: 'Luigi’s Bistro', offers: [offer, other] });
    await keepOffline(aKeptRedemption(member.accountId, { offerId: 41, merchantId: 4 }));
    server.use(
      apiReply(AccountApi.getProfile, member),
      apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
      apiReply(CatalogApi.getMerchant, merchant, { params: { id: 4 }, query: {} }),
    );
    const { user } = renderApp('/offers/category/1/merchant/4');

    const dessert = await screen.findByRole('button', { name: 'Free dessert' });
    await waitFor(() => {
      expect(dessert).toHaveAccessibleDescription(expect.stringContaining('Redeemed'));
    });
    expect(screen.getByRole('link', { name: 'Half-price pasta' })).toBeVisible();
    await user.click(dessert);
    const dialog = await screen.findByRole('dialog', { name: 'Already Redeemed' });
    expect(within(dialog).getByText(OfflineRedeemText.waitingOnOffer)).toBeVisible();
  });
});
