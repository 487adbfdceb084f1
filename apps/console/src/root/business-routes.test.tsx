import { ErrorCode } from '@citybook/contract/app';
import { BusinessApi } from '@citybook/contract/business';
import { FundraisingBusinessApi } from '@citybook/contract/fundraising';
import type { CurrentBusinessUser } from '@citybook/contract/business';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  apiHandler,
  apiReply,
  errorResponse,
} from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { renderRoutes } from '../testing/render.tsx';
import { consoleRoutes } from './routes.tsx';

/*
 * MERCHANT-2: a business's people sign in at /console/business/sign-in and work in a frame of
 * their own, whose side navigation is their role's.
 */

const ADMIN: CurrentBusinessUser = {
  id: 31,
  email: 'owner@corner.test',
  role: 'merchantAdmin',
  organisation: { id: 7, name: 'Corner Group' },
  locations: [
    { id: 11, title: 'Corner Deli', address: '11 Congress Ave, Austin' },
    { id: 12, title: 'Corner Cafe', address: '12 Congress Ave, Austin' },
  ],
  secondFactor: false,
  signedInAt: '2026-11-27T09:00:00.000Z',
  sessionExpiresAt: '2026-11-27T21:00:00.000Z',
};

const COUNTER: CurrentBusinessUser = {
  ...ADMIN,
  id: 32,
  email: 'till@corner.test',
  role: 'counterStaff',
  locations: [ADMIN.locations[0]!],
};

const navigation = () => screen.getByRole('navigation', { name: 'Business' });
const linksOf = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The business API knows `person` once signed in, nobody before. */
function businessServer(person: CurrentBusinessUser, steps: ('changePassword' | 'code')[]) {
  let signedIn = false;
  const asked: string[] = [];
  const answer = (step: string) => {
    asked.push(step);
    const next = steps.shift() ?? 'signedIn';
    if (next === 'signedIn') signedIn = true;
    return { next } as const;
  };
  server.use(
    apiHandler(BusinessApi.getCurrentBusinessUser, () =>
      signedIn ? person : errorResponse(401, ErrorCode.notLoggedIn, 'Not signed in'),
    ),
    apiHandler(BusinessApi.businessSignIn, ({ body }) =>
      body.password === 'Secret#123'
        ? answer('password')
        : errorResponse(400, ErrorCode.badCredentials, 'Wrong e-mail or password.'),
    ),
    apiHandler(BusinessApi.businessSetNewPassword, () => answer('newPassword')),
    apiHandler(BusinessApi.businessSubmitCode, () => {
      asked.push('code');
      signedIn = true;
      return person;
    }),
    apiHandler(BusinessApi.businessSignOut, () => {
      signedIn = false;
      return undefined;
    }),
  );
  return asked;
}

describe('the business frame (MERCHANT-2)', () => {
  it('sends a person without a business session to the business sign-in', async () => {
    server.use(apiError(BusinessApi.getCurrentBusinessUser, 401, ErrorCode.notLoggedIn, 'No'));
    const { router } = renderRoutes(consoleRoutes, '/business');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your business' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/business/sign-in');
  });

  it('a first sign-in sets a password, then shows the admin their organisation and locations', async () => {
    const asked = businessServer(ADMIN, ['changePassword']);
    const { user, router } = renderRoutes(consoleRoutes, '/business/sign-in');
    await user.type(await screen.findByLabelText('Email address'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');

    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'Another#pass2');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Another#pass2');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Group' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/business');
    expect(asked).toEqual(['password', 'newPassword']);
    expect(screen.getByRole('banner')).toHaveTextContent(ADMIN.email);
    expect(screen.getByRole('banner')).toHaveTextContent('Merchant admin');
    expect(screen.getByText('Corner Deli')).toBeVisible();
    expect(screen.getByText('Corner Cafe')).toBeVisible();
    expect(linksOf()).toEqual([
      ['Home', '/business'],
      ['Results', '/business/results'],
      ['Details', '/business/details'],
      ['Offer changes', '/business/offer-changes'],
      ['Not honoured', '/business/not-honoured'],
      ['People', '/business/people'],
      ['Redeem Desk', '/desk'],
      ['Account', '/business/account'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/business/sign-in');
  });

  it('asks for the code of a person with a second factor, and shows counter staff the desk only', async () => {
    const asked = businessServer(COUNTER, ['code']);
    const { user } = renderRoutes(consoleRoutes, '/business/sign-in');
    await user.type(await screen.findByLabelText('Email address'), COUNTER.email);
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Group' })).toBeVisible();
    expect(asked).toEqual(['password', 'code']);
    expect(linksOf()).toEqual([
      ['Redeem Desk', '/desk'],
      ['Account', '/business/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Open the Redeem Desk' })).toHaveAttribute(
      'href',
      '/desk',
    );
    expect(screen.getByRole('heading', { name: 'Your locations (1)' })).toBeVisible();
    expect(screen.queryByText('Corner Cafe')).toBeNull();
  });

  it('starts a fundraising leader at their campaigns, with no merchant screen in the navigation (FUNDRAISING-2)', async () => {
    const LEADER: CurrentBusinessUser = {
      ...ADMIN,
      id: 33,
      email: 'pta@lincoln.test',
      role: 'fundraiserLeader',
      organisation: { id: 9, name: 'Lincoln Elementary' },
      locations: [],
    };
    businessServer(LEADER, []);
    server.use(
      apiReply(FundraisingBusinessApi.getLeaderCampaigns, {
        groupName: 'Lincoln Elementary',
        campaigns: [],
      }),
    );
    const { user, router } = renderRoutes(consoleRoutes, '/business/sign-in');
    await user.type(await screen.findByLabelText('Email address'), LEADER.email);
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/business/campaigns');
    expect(linksOf()).toEqual([['Campaigns', '/business/campaigns']]);
    expect(screen.getByText('Fundraising leader')).toBeVisible();
  });
});
