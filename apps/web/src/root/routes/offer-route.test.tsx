import { OFFER_ERROR_MESSAGE, RedeemText } from '@citybook/contract';
import { AccountApi } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { RedemptionApi } from '@citybook/contract/redemption';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { exactText } from '../../testing/account-helpers.ts';
import { aMerchant, anOffer } from '../../testing/catalog-browse-fixtures.ts';
import { profile } from '../../testing/fixtures.ts';
import { apiError, apiHandler, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { aRedemption } from '../../testing/redemption-fixtures.ts';

/** The merchant as the app asks for it (without a position). */
const merchantCall = (id: number) => ({ params: { id }, query: {} });

const MERCHANT_PAGE = '/offers/category/1/merchant/4';

const activated: Profile = { ...profile, activationVoucherId: 5, userActivationType: 'BOOK' };

function luigi(redeemed: boolean): Merchant {
  return aMerchant(4, {
    title: 'Luigi’s Bistro',
    offers: [anOffer(1, 4, { title: 'Free dessert', savings: 12, redeemed })],
  });
}

const redemption = aRedemption();

function renderApp(entries: string[]) {
  signalSession();
  const queryClient = createTestQueryClient();
  const rendered = renderRoutes(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    queryClient,
  });
  return { ...rendered, queryClient };
}

/** A server on which the coupon gets redeemed: the profile's total and the offer follow. */
function stubRedeemingServer() {
  let redeemed = false;
  server.use(
    apiHandler(AccountApi.getProfile, () => ({
      ...activated,
      totalSavings: redeemed ? 12 : 0,
    })),
    apiHandler(CatalogApi.getMerchant, () => luigi(redeemed), merchantCall(4)),
    apiHandler(RedemptionApi.redeem, () => {
      redeemed = true;
      return redemption;
    }),
  );
}

/** The member's profile and Luigi's, whose coupon is not redeemed yet, with `others`. */
function stubOffer(...others: HttpHandler[]) {
  server.use(
    apiReply(AccountApi.getProfile, activated),
    apiReply(CatalogApi.getMerchant, luigi(false), merchantCall(4)),
    ...others,
  );
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('offer route', () => {
  it('shows the offer with a Back button', async () => {
    stubOffer();
    renderApp(['/offers/offer/4/1']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Free dessert' })).toBeVisible();
    expect(screen.getByText('Luigi’s Bistro')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('hides Back and the menu while the redeemed coupon shows, then refreshes the savings', async () => {
    stubRedeemingServer();
    const { router, user, queryClient } = renderApp([MERCHANT_PAGE, '/offers/offer/4/1']);

    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByRole('button', { name: 'Done' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(queryClient.getQueryData<Profile>(['account', 'profile'])?.totalSavings).toBe(12);
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const done = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await user.click(within(done).getByRole('button', { name: 'Done' }));

    await expectLocation(router, MERCHANT_PAGE);
    expect(await screen.findByRole('button', { name: 'Free dessert' })).toHaveAccessibleDescription(
      /Redeemed/,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it("leaves a coupon opened directly (the page load's first entry) for its merchant on Done", async () => {
    stubRedeemingServer();
    const { router, user } = renderApp(['/offers/offer/4/1']);

    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    const done = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await user.click(within(done).getByRole('button', { name: 'Done' }));

    await expectLocation(router, MERCHANT_PAGE);
  });

  it('asks the done-with-coupon question on browser Back from the redeemed coupon', async () => {
    stubRedeemingServer();
    const { router, user } = renderApp([MERCHANT_PAGE, '/offers/offer/4/1']);

    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('button', { name: 'Done' })).toBeVisible();

    // Back asks first; answering 'not yet' keeps the coupon on screen.
    await act(() => router.navigate(-1));
    const asked = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    expect(router.state.location.pathname).toBe('/offers/offer/4/1');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('region', { name: 'Show this at the counter' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/offers/offer/4/1');

    // Back while the question is open closes the question.
    await act(() => router.navigate(-1));
    await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/offers/offer/4/1');

    // Asked again, Done leaves, as the Done button does.
    await act(() => router.navigate(-1));
    const again = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await expectLocation(router, MERCHANT_PAGE);
  });

  // APP-8 (issue #32 item 12): a 404 shows the server's message, not the screen's own.
  it("explains an offer that cannot be loaded in the server's words (404), then goes back", async () => {
    stubOffer(
      apiError(
        CatalogApi.getMerchant,
        404,
        { code: 'notFound', message: 'This merchant does not exist.' },
        merchantCall(77),
      ),
    );
    const { router, user } = renderApp([MERCHANT_PAGE, '/offers/offer/77/1']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This merchant does not exist.')).toBeVisible();
    expect(within(dialog).queryByText(OFFER_ERROR_MESSAGE, exactText)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, MERCHANT_PAGE);
  });

  it('treats an offer the merchant does not have as one that cannot be found', async () => {
    stubOffer();
    renderApp(['/offers/offer/4/999']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(OFFER_ERROR_MESSAGE, exactText)).toBeVisible();
  });
});
