import {
  BookExpiredText,
  ErrorCode,
  notValidNowMessage,
  OFFER_NOT_NOW_HEADING,
  OFFER_RULES_HEADING,
  PAYMENT_UPDATE_PROMPT,
  RedeemText,
} from '@citybook/contract';
import { RedemptionApi } from '@citybook/contract/redemption';
import type { Offer, Profile } from '@citybook/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../testing/account-helpers.ts';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { useIsNavigationHidden } from '../../../lib/navigation-hidden.ts';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { OfferPage } from './offer-page.tsx';
import { aRedemption } from '../../../testing/redemption-fixtures.ts';

const PAST = '2020-01-01T00:00:00.000Z';

const activated: Profile = { ...profile, activationVoucherId: 5, userActivationType: 'BOOK' };
const dessert = anOffer(1, 4, {
  title: 'Free dessert',
  savings: 12,
  exclusion: 'Dine in only.',
  redemptionData: 'DESSERT-42',
});
const redemption = aRedemption();

function NavigationProbe() {
  return <p>Navigation {useIsNavigationHidden() ? 'hidden' : 'shown'}</p>;
}

interface Setup {
  offer?: Offer;
  loadProfile?: () => Promise<Profile>;
  redeem?: HttpHandler;
}

function renderOffer({
  offer = dessert,
  loadProfile = () => Promise.resolve(activated),
  redeem = apiReply(RedemptionApi.redeem, redemption),
}: Setup = {}) {
  server.use(redeem);
  const requests = recordRequests();
  const load = vi.fn(loadProfile);
  const onRedemptionChanged = vi.fn();
  const rendered = renderRoutes(
    [
      { path: '/offers/category/1/merchant/4', element: <p>Merchant page</p> },
      {
        path: '/offers/offer/4/:offerId',
        element: (
          <>
            <NavigationProbe />
            <OfferPage
              merchant={{ id: 4, title: 'Luigi’s Bistro' }}
              offer={offer}
              loadProfile={load}
              storedProfile={() => activated}
              onRedemptionChanged={onRedemptionChanged}
              timeZone="America/Chicago"
            />
          </>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: ['/offers/category/1/merchant/4', `/offers/offer/4/${String(offer.id)}`],
      initialIndex: 1,
    },
  );
  return { ...rendered, requests, loadProfile: load, onRedemptionChanged };
}

async function redeemAndConfirm(user: ReturnType<typeof renderOffer>['user']) {
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
  const dialog = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
}

describe('OfferPage', () => {
  it('shows the merchant, the offer, its savings and terms, but not the coupon yet', async () => {
    renderOffer();

    expect(screen.getByRole('heading', { level: 1, name: 'Free dessert' })).toBeVisible();
    expect(screen.getByText('Luigi’s Bistro')).toBeVisible();
    expect(screen.getByText('Save $12')).toBeVisible();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('Dine in only.')).toBeVisible();
    expect(screen.queryByText('DESSERT-42')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await waitFor(() => expect(document.title).toMatch(/^Free dessert · /));
  });

  it('redeems an activated member’s coupon after a confirmation naming the merchant', async () => {
    const { user, requests, loadProfile, onRedemptionChanged } = renderOffer();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Coupon?' });
    expect(dialog).toHaveAccessibleDescription(RedeemText.confirmMessage('Luigi’s Bistro'));
    expect(loadProfile).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    const counter = await screen.findByRole('region', { name: 'Show this at the counter' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Free dessert' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(counter).getByText('DESSERT-42')).toBeVisible();
    const redeemedAt = within(counter).getByText(formatRedeemedAt(redemption.redeemedAt));
    expect(redeemedAt).toHaveAttribute('datetime', redemption.redeemedAt);
    expect(redeemedAt.closest('p')).toHaveTextContent(
      `Redeemed ${formatRedeemedAt(redemption.redeemedAt)}`,
    );
    expect(within(counter).getByText('You saved $12.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(screen.getByText('Navigation hidden')).toBeInTheDocument();
    // The device's key goes with it, never a code of its own (issue #27): the counter screen
    // shows the code the server answered.
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      {
        offerId: 1,
        activationVoucherId: 5,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
    expect(
      within(counter).getByText(
        `${redemption.verificationCode.slice(0, 3)} ${redemption.verificationCode.slice(3)}`,
      ),
    ).toBeVisible();
    expect(onRedemptionChanged).toHaveBeenCalledOnce();
  });

  it('redeems nothing when the member cancels', async () => {
    const { user, requests } = renderOffer();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Coupon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled());
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([]);
    expect(screen.getByText('Navigation shown')).toBeInTheDocument();
  });

  it('starts one redemption for a double tap', async () => {
    const { user, loadProfile, requests } = renderOffer();

    const button = screen.getByRole('button', { name: 'Redeem' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Coupon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByRole('button', { name: 'Done' })).toBeVisible();
    expect(loadProfile).toHaveBeenCalledOnce();
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toHaveLength(1);
  });

  it('leaves the coupon, back to the merchant, once the member is done with it', async () => {
    const { user, router } = renderOffer();
    await redeemAndConfirm(user);

    await user.click(await screen.findByRole('button', { name: 'Done' }));
    let dialog = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    expect(dialog).toHaveAccessibleDescription(RedeemText.doneWithCoupon);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/offers/offer/4/1');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    dialog = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Merchant page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/offers/category/1/merchant/4');
  });

  it('asks a member whose renewal failed to update the payment', async () => {
    const { user, router, requests } = renderOffer({
      loadProfile: () => Promise.resolve({ ...profile, isDeactivatedFuture: true }),
    });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: RedeemText.updatePaymentTitle });
    expect(dialog).toHaveAccessibleDescription(PAYMENT_UPDATE_PROMPT);
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/managementmc'));
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([]);
  });

  it('asks a member who is not activated to activate', async () => {
    const { user, router, requests } = renderOffer({
      loadProfile: () => Promise.resolve({ ...activated, activationVoucherDeactivated: true }),
    });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: RedeemText.activateTitle });
    expect(dialog).toHaveAccessibleDescription('Please activate your account to redeem coupons.');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/selectActivation'));
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([]);
  });

  it('stays on the offer when the member does not want to activate now', async () => {
    const { user, router } = renderOffer({ loadProfile: () => Promise.resolve(profile) });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: RedeemText.activateTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/offers/offer/4/1');
  });

  it('asks to activate when the server refuses the member (e.g. the guest)', async () => {
    const { user, router } = renderOffer({
      redeem: apiError(RedemptionApi.redeem, 403, {
        code: 'forbidden',
        message: 'Not for the guest.',
      }),
    });

    await redeemAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: RedeemText.activateTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/selectActivation'));
  });

  it('says when the coupon was redeemed already', async () => {
    const { user, onRedemptionChanged } = renderOffer({
      redeem: apiError(RedemptionApi.redeem, 409, {
        code: ErrorCode.alreadyRedeemed,
        message: RedeemText.alreadyRedeemed,
      }),
    });

    await redeemAndConfirm(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(RedeemText.alreadyRedeemed);
    expect(onRedemptionChanged).toHaveBeenCalledOnce();
    expect(screen.queryByText('DESSERT-42')).not.toBeInTheDocument();
  });

  it('says in plain words when and how the coupon can be used', () => {
    renderOffer({
      offer: {
        ...dessert,
        rules: {
          days: ['tue', 'wed', 'thu'],
          hours: { from: '11:00', to: '15:00' },
          blackoutDates: ['2027-12-25'],
          serviceMode: 'dineIn',
          minimumSpend: 20,
          partySize: { min: 2, max: 6 },
        },
      },
    });

    const section = screen.getByRole('region', { name: OFFER_RULES_HEADING });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tue–Thu, 11 am – 3 pm',
      'Not on Dec 25, 2027',
      'Dine-in only',
      'Minimum spend $20',
      'Parties of 2–6',
    ]);
    expect(screen.getByRole('region', { name: 'Terms' })).toBeVisible();
  });

  it('shows no rules section for an offer without rules', () => {
    renderOffer({ offer: { ...dessert, rules: null } });

    expect(screen.queryByRole('region', { name: OFFER_RULES_HEADING })).not.toBeInTheDocument();
  });

  it('issue 32 item 1: outside its hours Redeem is disabled with when it opens, then enabled at the time', async () => {
    // Thu 2027-03-11 23:45 in Chicago (CST).
    vi.useFakeTimers({ now: new Date('2027-03-12T05:45:00Z'), toFake: ['Date', 'setTimeout'] });
    try {
      renderOffer({
        offer: {
          ...dessert,
          rules: {
            days: ['mon', 'tue', 'wed', 'thu', 'fri'],
            hours: { from: '11:00', to: '14:00' },
          },
        },
      });

      const reason = 'Usable Mon–Fri, 11 am – 2 pm; next from Fri 11 am';
      const notice = screen.getByRole('region', { name: OFFER_NOT_NOW_HEADING });
      expect(notice).toHaveTextContent(reason);
      const button = screen.getByRole('button', { name: 'Redeem' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);

      // A minute before opening nothing changes; at 11:00 market time the button comes alive.
      act(() => {
        vi.advanceTimersByTime((11 * 60 + 14) * 60_000);
      });
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: OFFER_NOT_NOW_HEADING })).not.toBeInTheDocument();

      // At 14:00 it closes again until Monday.
      act(() => {
        vi.advanceTimersByTime(3 * 3_600_000);
      });
      expect(screen.getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription(
        'Usable Mon–Fri, 11 am – 2 pm; next from Mon 11 am',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('issue 32 item 1: inside its hours the coupon redeems', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-12T17:30:00Z'), toFake: ['Date'] });
    try {
      const { user } = renderOffer({
        offer: {
          ...dessert,
          rules: {
            days: ['mon', 'tue', 'wed', 'thu', 'fri'],
            hours: { from: '11:00', to: '14:00' },
          },
        },
      });
      expect(screen.queryByRole('region', { name: OFFER_NOT_NOW_HEADING })).not.toBeInTheDocument();

      await redeemAndConfirm(user);

      expect(await screen.findByRole('region', { name: 'Show this at the counter' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the coupon can be used when the server refuses it as not valid now', async () => {
    const message = notValidNowMessage({
      days: ['sat', 'sun'],
      hours: { from: '09:00', to: '14:00' },
    });
    const { user } = renderOffer({
      redeem: apiError(RedemptionApi.redeem, 400, { code: ErrorCode.notValidNow, message }),
    });

    await redeemAndConfirm(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(message).toContain('Sat, Sun, 9 am – 2 pm');
    expect(screen.queryByText('DESSERT-42')).not.toBeInTheDocument();
  });

  it('says when the activation has expired', async () => {
    const { user } = renderOffer({
      redeem: apiError(RedemptionApi.redeem, 400, {
        code: ErrorCode.activationExpired,
        message: 'Expired.',
      }),
    });

    await redeemAndConfirm(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(RedeemText.activationExpired)).toBeVisible();
  });

  it('gives the redeem error for any other failure', async () => {
    const { user } = renderOffer({
      redeem: apiError(RedemptionApi.redeem, 400, { code: 'bookExpired', message: 'BOOK EXPIRED' }),
    });

    await redeemAndConfirm(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(RedeemText.failed, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled());
  });

  it('gives the redeem error when the profile cannot be refreshed', async () => {
    const { user, requests } = renderOffer({
      loadProfile: () => Promise.reject(new Error('offline')),
    });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(RedeemText.failed, exactText)).toBeVisible();
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([]);
  });

  it('offers no redeem button for a coupon redeemed already', () => {
    renderOffer({ offer: { ...dessert, redeemed: true } });

    expect(screen.getByText(RedeemText.alreadyRedeemed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });

  it('shows an expired book with the redeem button disabled', () => {
    renderOffer({ offer: { ...dessert, adSpotOfferExpirationDate: PAST } });

    const notice = screen.getByRole('region', { name: BookExpiredText.title });
    expect(within(notice).getByText(BookExpiredText.message)).toBeVisible();
    const button = screen.getByRole('button', { name: 'Redeem' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(BookExpiredText.message);
  });
});
