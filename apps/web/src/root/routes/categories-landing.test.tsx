import { AccountApi, ActivationApi, CatalogApi, EXPIRATION_NOTICE_TITLE } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories, profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { apiNetworkError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function activatedFor(days: number, extra: Partial<Profile> = {}): Profile {
  return {
    ...profile,
    activationVoucherId: 5,
    userActivationType: 'BOOK',
    userOffersValidTo: new Date(Date.now() + days * DAY_MS).toISOString(),
    ...extra,
  };
}

function renderCategories(user: Profile, entries = ['/offers/categories']) {
  signalSession();
  server.use(
    apiReply(AccountApi.getProfile, user),
    apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
    apiReply(CatalogApi.getMobileAds, [], { params: { marketId: 1 } }),
    apiReply(ActivationApi.getVouchers, []),
    // The pages the landing sends a member to load their plans or activation; unanswered here.
    apiNetworkError(ActivationApi.getSubscriptionTypes),
    apiNetworkError(ActivationApi.getActivation),
  );
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    queryClient,
  });
}

type Router = ReturnType<typeof renderCategories>['router'];

async function expectAt(router: Router, pathname: string, search = '') {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });
}

describe('categories landing', () => {
  it('asks a user who is not activated to activate, once per session', async () => {
    const { router, user } = renderCategories(profile);

    await expectAt(router, '/account/selectActivation');
    expect(localStorage.getItem('citybook.expiration')).toBe('-1');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    await expectAt(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  it('asks to renew with the days left, and going Back does not ask again', async () => {
    const { router } = renderCategories(activatedFor(5.5), ['/account/management']);
    await screen.findByRole('heading', { level: 1, name: 'Account' });

    await router.navigate('/offers/categories');
    await expectAt(router, '/account/selectActivation', '?days=6');
    expect(localStorage.getItem('citybook.expiration')).toBe('6');
    // The prompt took the categories' place in the history: Back returns to the page before.
    await router.navigate(-1);
    await expectAt(router, '/account/management');
    await router.navigate('/offers/categories');

    await expectAt(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  it('does not remind of the expiry right after sending the member to renew', async () => {
    const { router, user } = renderCategories(activatedFor(5.5, { allowExpirationNotice: true }));

    await expectAt(router, '/account/selectActivation', '?days=6');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    await expectAt(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: EXPIRATION_NOTICE_TITLE })).not.toBeInTheDocument();
  });

  it("goes on to the categories on 'Not now', not to the page before them", async () => {
    const { router, user } = renderCategories(profile, ['/account/management']);
    await screen.findByRole('heading', { level: 1, name: 'Account' });

    await router.navigate('/offers/categories');
    await expectAt(router, '/account/selectActivation');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    await expectAt(router, '/offers/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  });

  it('sends a subscription deactivated in future to update the payment', async () => {
    const { router } = renderCategories({
      ...activatedFor(10, { activationVoucherDeactivated: true, userActivationType: 'SUB' }),
      isDeactivatedFuture: true,
    });

    await expectAt(router, '/account/managementmc');
    expect(localStorage.getItem('citybook.expiration')).toBe('subscribe');
  });

  it('shows the categories with long to run, and the reminder to allowed users', async () => {
    sessionStorage.setItem('citybook.landingPrompted.expiry15', 'true');
    const { router } = renderCategories(activatedFor(10, { allowExpirationNotice: true }));

    expect(
      await screen.findByRole('dialog', { name: EXPIRATION_NOTICE_TITLE }),
    ).toHaveAccessibleDescription('Your activation ends in 10 days.');
    expect(router.state.location.pathname).toBe('/offers/categories');
    expect(localStorage.getItem('citybook.expiration')).toBe('10');
  });

  it('lands the guest on the categories without prompts', async () => {
    const { router } = renderCategories({ ...profile, emailAddress: 'guest@citybook.app' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/offers/categories');
    expect(localStorage.getItem('citybook.expiration')).toBeNull();
  });
});
