import 'fake-indexeddb/auto';
import { AccountApi } from '@citybook/contract/account';
import { ActivationApi } from '@citybook/contract/activation';
import { CatalogApi } from '@citybook/contract/catalog';
import { OfflineRedeemText, RedemptionApi } from '@citybook/contract/redemption';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeProfile } from '../../features/account/profile-storage.ts';
import { hasSession } from '../../features/account/session.ts';
import { markActivationPrompted } from '../../features/activation/landing/activation-prompt-storage.ts';
import { asRedemption } from '../../features/redemption/offline/new-offline-redemption.ts';
import {
  aKeptRedemption,
  anOfflineTicket,
  forgetEverythingKept,
} from '../../features/redemption/offline/offline-fixtures.ts';
import type { OfflineRedemption } from '../../features/redemption/offline/offline-redemption.ts';
import { keepOffline, listOffline } from '../../features/redemption/offline/offline-store.ts';
import { listTickets, replaceTickets } from '../../features/redemption/offline/ticket-store.ts';
import { setWaitingHint } from '../../features/redemption/offline/waiting-hint.ts';
import { categories, profile } from '../../testing/fixtures.ts';
import { apiError, apiNetworkError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';

// Issue #27 finding 7: what the device keeps for redeeming with no signal goes with the session,
// but a coupon redeemed offline that has not reached Citybook is never lost silently.

const member = profile.accountId;
const someoneElse = member + 1;

/** The device as a member left it: tickets, a refusal, and coupons still waiting (theirs, another's). */
async function deviceWithRecords() {
  await replaceTickets(member, [anOfflineTicket(5), anOfflineTicket(5)]);
  const refused = aKeptRedemption(member, { refusal: OfflineRedeemText.alreadyRedeemedElsewhere });
  const waiting = aKeptRedemption(member);
  const othersWaiting = aKeptRedemption(someoneElse);
  for (const entry of [refused, waiting, othersWaiting]) await keepOffline(entry);
  setWaitingHint(true);
  return { waiting, othersWaiting };
}

function renderLoggedIn() {
  signalSession();
  storeProfile(profile);
  markActivationPrompted();
  server.use(
    apiReply(AccountApi.getProfile, profile),
    apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
    apiReply(AccountApi.logoutByPost, {}),
    apiNetworkError(CatalogApi.getMobileAds),
    apiNetworkError(ActivationApi.getVouchers),
  );
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: ['/offers/categories'],
    queryClient,
  });
}

async function askToLogOut(user: ReturnType<typeof renderLoggedIn>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  await user.click(within(menu).getByRole('button', { name: 'Logout' }));
  return screen.findByRole('dialog', { name: 'Log out' });
}

async function expectLoggedOut(router: ReturnType<typeof renderLoggedIn>['router']) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/account/login');
  });
  expect(hasSession()).toBe(false);
}

/** Kept redemptions in a fixed order (those made in the same millisecond have no other). */
const byKey = (entries: OfflineRedemption[]) =>
  [...entries].sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey));

beforeEach(forgetEverythingKept);

describe('logging out, with records kept for redeeming offline', () => {
  it('sends what waits first; then forgets the tickets and refusals, and asks the plain question', async () => {
    const { waiting, othersWaiting } = await deviceWithRecords();
    // No signal when the app opens; back by the time the member logs out.
    server.use(apiNetworkError(RedemptionApi.redeem));
    const { user, router } = renderLoggedIn();
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    server.use(apiReply(RedemptionApi.redeem, { ...asRedemption(waiting), id: 81 }));
    const requests = recordRequests();

    const dialog = await askToLogOut(user);

    expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    expect(sentBodies(requests, RedemptionApi.redeem.path)).toEqual([
      expect.objectContaining({ idempotencyKey: waiting.idempotencyKey }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLoggedOut(router);
    // Only another member's coupon still waiting stays, for that member's next login.
    await waitFor(async () => {
      expect(await listTickets()).toEqual([]);
      expect(await listOffline()).toEqual([othersWaiting]);
    });
  });

  it('says what could not be sent, and keeps it for the member when they log out anyway', async () => {
    const { waiting, othersWaiting } = await deviceWithRecords();
    server.use(apiNetworkError(RedemptionApi.redeem));
    const { user, router } = renderLoggedIn();

    const dialog = await askToLogOut(user);

    expect(dialog).toHaveAccessibleDescription(OfflineRedeemText.unsentAtLogout(1));
    await user.click(within(dialog).getByRole('button', { name: OfflineRedeemText.logOutAnyway }));

    await expectLoggedOut(router);
    await waitFor(async () => {
      expect(await listTickets()).toEqual([]);
      expect(byKey(await listOffline())).toEqual(byKey([waiting, othersWaiting]));
    });
  });

  it('lets the member stay logged in until they are sent', async () => {
    await deviceWithRecords();
    server.use(apiNetworkError(RedemptionApi.redeem));
    const { user, router } = renderLoggedIn();

    const dialog = await askToLogOut(user);
    await user.click(within(dialog).getByRole('button', { name: OfflineRedeemText.stayLoggedIn }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/offers/categories');
    expect(hasSession()).toBe(true);
    expect(await listTickets()).toHaveLength(2);
    expect(await listOffline()).toHaveLength(3);
  });

  it('forgets them the same way when the server has ended the session', async () => {
    const { waiting, othersWaiting } = await deviceWithRecords();
    server.use(apiNetworkError(RedemptionApi.redeem));
    const { router } = renderLoggedIn();
    await screen.findByRole('heading', { level: 1, name: 'Categories' });

    // A page's next call finds the session gone.
    server.use(
      apiError(ActivationApi.getVouchers, 401, { code: 'notLoggedIn', message: 'Log in.' }),
    );
    await router.navigate('/account/management');

    await expectLoggedOut(router);
    await waitFor(async () => {
      expect(await listTickets()).toEqual([]);
      expect(byKey(await listOffline())).toEqual(byKey([waiting, othersWaiting]));
    });
  });
});
