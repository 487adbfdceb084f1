import 'fake-indexeddb/auto';
import { OFFLINE_REDEMPTION_LIMIT, OfflineRedeemText, RedeemText } from '@citybook/contract';
import { RedemptionApi } from '@citybook/contract/redemption';
import type { Offer, Profile } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { profile } from '../../../testing/fixtures.ts';
import { apiNetworkError } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import {
  aKeptRedemption,
  anOfflineTicket,
  forgetEverythingKept,
} from '../offline/offline-fixtures.ts';
import { keepOffline, listOffline } from '../offline/offline-store.ts';
import { listTickets, replaceTickets } from '../offline/ticket-store.ts';
import { OfferPage } from './offer-page.tsx';
import { CounterText } from '../counter/counter-text.ts';

const activated: Profile = {
  ...profile,
  activationVoucherId: 5,
  userActivationType: 'BOOK',
  firstName: 'Ana',
  lastName: 'Pérez',
};
const dessert = anOffer(1, 4, { title: 'Free dessert', savings: 12, redemptionData: 'DESSERT-42' });

function renderOffer(options: { stored?: Profile; online?: boolean; offer?: Offer } = {}) {
  const { stored = activated, online = false, offer = dessert } = options;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  server.use(apiNetworkError(RedemptionApi.redeem));
  const requests = recordRequests();
  const loadProfile = vi.fn(() => Promise.resolve(activated));
  const rendered = renderRoutes(
    [
      {
        path: '/offers/offer/4/1',
        element: (
          <OfferPage
            merchant={{ id: 4, title: 'Luigi’s Bistro' }}
            offer={offer}
            loadProfile={loadProfile}
            storedProfile={() => stored}
            onRedemptionChanged={vi.fn()}
            timeZone="America/Chicago"
          />
        ),
      },
    ],
    { initialEntries: ['/offers/offer/4/1'] },
  );
  return { ...rendered, requests, loadProfile };
}

beforeEach(forgetEverythingKept);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The offline ticket the device fetched while online, for the member's activation. */
async function holdTicket() {
  const ticket = anOfflineTicket(5);
  await replaceTickets(activated.accountId, [ticket]);
  return ticket;
}

describe('OfferPage with no signal', () => {
  it('redeems on the device after saying so, shows the coupon and keeps it to send', async () => {
    const ticket = await holdTicket();
    const { user, loadProfile, requests } = renderOffer();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(OfflineRedeemText.confirmOffline('Luigi’s Bistro'));
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    const counter = await screen.findByRole('region', { name: 'Show this at the counter' });
    expect(within(counter).getByText('DESSERT-42')).toBeVisible();
    expect(screen.getByText(CounterText.madeOffline)).toBeVisible();
    expect(screen.getByText(CounterText.redeemedBy('Ana P.'))).toBeVisible();
    // The code the ticket reserved: the one the server keeps (issue #27).
    const code = ticket.verificationCode;
    expect(screen.getByText(`${code.slice(0, 3)} ${code.slice(3)}`)).toBeVisible();
    expect(loadProfile).not.toHaveBeenCalled();
    const [kept] = await listOffline();
    expect(kept).toMatchObject({
      userId: activated.accountId,
      offerId: 1,
      activationVoucherId: 5,
      merchantName: 'Luigi’s Bistro',
      offerTitle: 'Free dessert',
      savings: 12,
      verificationCode: code,
      offlineTicket: ticket.id,
    });
    expect(Date.now() - Date.parse(kept!.redeemedAt)).toBeLessThan(60_000);
    // Tried once at once (the worker's Background Sync takes the failed call), and kept.
    await waitFor(() => expect(sentBodies(requests, RedemptionApi.redeem.path)).toHaveLength(1));
    // The ticket, not a code: the server keeps the ticket's own (issue #27).
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      {
        offerId: 1,
        activationVoucherId: 5,
        idempotencyKey: kept!.idempotencyKey,
        redeemedAt: kept!.redeemedAt,
        offlineTicket: ticket.id,
      },
    ]);
    expect(await listOffline()).toHaveLength(1);
    // The ticket is used: not handed out for another coupon.
    expect(await listTickets()).toEqual([{ ...ticket, userId: activated.accountId, taken: true }]);
  });

  it('refuses without an offline ticket: the server could not vouch for the moment', async () => {
    const { user } = renderOffer();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const dialog = await screen.findByRole('dialog', { name: OfflineRedeemText.title });
    expect(within(dialog).getByText(OfflineRedeemText.noTicket)).toBeVisible();
    expect(await listOffline()).toEqual([]);
  });

  it('keeps the redemption when the network fails during the call, with the same key and ticket', async () => {
    const ticket = await holdTicket();
    const { user, requests } = renderOffer({ online: true });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(RedeemText.confirmMessage('Luigi’s Bistro'));
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByRole('region', { name: 'Show this at the counter' })).toBeVisible();
    const [kept] = await listOffline();
    const [first] = sentBodies(requests, RedemptionApi.redeem.path);
    expect(first).toEqual({
      offerId: 1,
      activationVoucherId: 5,
      idempotencyKey: kept!.idempotencyKey,
      offlineTicket: ticket.id,
    });
    expect(kept).toMatchObject({ offlineTicket: ticket.id });
  });

  it('keeps nothing when the call gets no answer and the device holds no ticket, and says so', async () => {
    const { user, requests } = renderOffer({ online: true });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: RedeemText.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));

    // No code the server would keep: no counter screen with one the device made up (issue #27).
    const dialog = await screen.findByRole('dialog', { name: OfflineRedeemText.title });
    expect(within(dialog).getByText(OfflineRedeemText.noTicket)).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Show this at the counter' }),
    ).not.toBeInTheDocument();
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      {
        offerId: 1,
        activationVoucherId: 5,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
    expect(await listOffline()).toEqual([]);
  });

  it('refuses a member the device does not know as activated', async () => {
    const { user } = renderOffer({ stored: profile });

    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const dialog = await screen.findByRole('dialog', { name: OfflineRedeemText.title });
    expect(within(dialog).getByText(OfflineRedeemText.notActivated)).toBeVisible();
    expect(await listOffline()).toEqual([]);
  });

  it('issue 32 item 1: offline too, a coupon whose dates are over cannot be tapped, and says why', async () => {
    // The device's own refusal (offline-refusal.ts, as the server would) stays behind it.
    const rules = { dateRanges: [{ from: '2020-01-01', to: '2020-01-31' }] };
    renderOffer({ offer: { ...dessert, rules } });

    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription('Usable Jan 1 – Jan 31, 2020; not usable again');
    expect(await listOffline()).toEqual([]);
  });

  it('refuses past the device’s limit of redemptions waiting to be sent', async () => {
    for (let i = 0; i < OFFLINE_REDEMPTION_LIMIT; i++) await keepOffline(aKeptRedemption(10));
    const { user } = renderOffer();

    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const dialog = await screen.findByRole('dialog', { name: OfflineRedeemText.title });
    expect(
      within(dialog).getByText(OfflineRedeemText.limitReached(OFFLINE_REDEMPTION_LIMIT)),
    ).toBeVisible();
    expect(await listOffline()).toHaveLength(OFFLINE_REDEMPTION_LIMIT);
  });

  it('says a coupon redeemed on this device waits to be sent, with no redeem button', async () => {
    await keepOffline(aKeptRedemption(activated.accountId, { offerId: 1 }));
    renderOffer();

    expect(await screen.findByText(OfflineRedeemText.waitingOnOffer)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });
});
