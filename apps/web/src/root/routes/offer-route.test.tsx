import {
  AccountApi,
  CatalogApi,
  OFFER_ERROR_MESSAGE,
  RedeemText,
  RedemptionApi,
  urlOf,
} from '@citybook/contract';
import type { Merchant, Profile } from '@citybook/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exactText, stubAccountFetch } from '../../testing/account-helpers.ts';
import { aMerchant, anOffer } from '../../testing/catalog-browse-fixtures.ts';
import { jsonResponse } from '../../testing/fetch-stub.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { aRedemption } from '../../testing/redemption-fixtures.ts';

/** The merchant's URL as the app asks for it (without a position). */
const merchantUrl = (id: number) => urlOf(CatalogApi.getMerchant, { params: { id }, query: {} });

const PROFILE = `GET ${AccountApi.getProfile.path}`;
const MERCHANT = `GET ${merchantUrl(4)}`;
const REDEEM = `POST ${RedemptionApi.redeem.path}`;
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
  return stubAccountFetch({
    [PROFILE]: () => jsonResponse(200, { ...activated, totalSavings: redeemed ? 12 : 0 }),
    [MERCHANT]: () => jsonResponse(200, luigi(redeemed)),
    [REDEEM]: () => {
      redeemed = true;
      return jsonResponse(200, redemption);
    },
  });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
  });
}

describe('offer route', () => {
  it('shows the offer with a Back button', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, activated),
      [MERCHANT]: jsonResponse(200, luigi(false)),
    });
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

  it('explains an offer that cannot be loaded, then goes back', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, activated),
      [MERCHANT]: () => jsonResponse(200, luigi(false)),
      [`GET ${merchantUrl(77)}`]: jsonResponse(404, {
        code: 'notFound',
        message: 'Not found.',
      }),
    });
    const { router, user } = renderApp([MERCHANT_PAGE, '/offers/offer/77/1']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(OFFER_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLocation(router, MERCHANT_PAGE);
  });

  it('treats an offer the merchant does not have as one that cannot be found', async () => {
    stubAccountFetch({
      [PROFILE]: jsonResponse(200, activated),
      [MERCHANT]: jsonResponse(200, luigi(false)),
    });
    renderApp(['/offers/offer/4/999']);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(OFFER_ERROR_MESSAGE, exactText)).toBeVisible();
  });
});
