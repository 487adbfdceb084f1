import { ErrorCode } from '@citybook/contract/app';
import { BusinessApi } from '@citybook/contract/business';
import type { CurrentBusinessUser } from '@citybook/contract/business';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSignInRealm } from '../lib/sign-in-realm.ts';
import { apiError, apiReply } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { renderRoutes } from '../testing/render.tsx';
import { notSignedIn } from '../testing/staff-fixtures.ts';
import { consoleRoutes } from './routes.tsx';

/*
 * MERCHANT-2, MERCHANT-15: a business's person who opens the operator console is taken to the
 * business frame (or its sign-in, saying which sign-in it is), never left at an operator sign-in
 * that would refuse them; the operator sign-in links to the business one.
 */

const ADMIN: CurrentBusinessUser = {
  id: 31,
  email: 'owner@corner.test',
  role: 'merchantAdmin',
  organisation: { id: 7, name: 'Corner Group' },
  locations: [{ id: 11, title: 'Corner Deli', address: '11 Congress Ave, Austin' }],
  secondFactor: true,
  signedInAt: '2026-11-27T09:00:00.000Z',
  sessionExpiresAt: '2026-11-27T21:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  notSignedIn();
});

describe('the operator console and a business’s people', () => {
  it('sends a business person of this device from /console to the business sign-in, which says so', async () => {
    rememberSignInRealm('business');
    server.use(apiError(BusinessApi.getCurrentBusinessUser, 401, ErrorCode.notLoggedIn, 'No'));
    const { router, user } = renderRoutes(consoleRoutes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your business' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/business/sign-in');
    expect(screen.getByText(/This is the business sign-in/)).toBeVisible();

    // Staff of Citybook on a shared device still reach their own sign-in from there.
    await user.click(screen.getByRole('link', { name: 'Operator sign-in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('opens the business frame at once for a business person still signed in', async () => {
    rememberSignInRealm('business');
    server.use(apiReply(BusinessApi.getCurrentBusinessUser, ADMIN));
    const { router } = renderRoutes(consoleRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Group' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/business');
  });

  it('shows others the operator sign-in, with the way to the business sign-in', async () => {
    const { router, user } = renderRoutes(consoleRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByText('Signing in for a business?')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Business sign-in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your business' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/business/sign-in');
    expect(screen.queryByText(/This is the business sign-in/)).toBeNull();
  });
});
