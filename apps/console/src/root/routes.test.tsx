import { ErrorCode } from '@citybook/contract/app';
import { StaffApi, StaffSessionEndedText } from '@citybook/contract/staff';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiHandler, apiReply } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { renderRoutes } from '../testing/render.tsx';
import { aStaffRow, notSignedIn, signedInAs } from '../testing/staff-fixtures.ts';
import { answerReports } from '../features/reports/report-fixtures.test-helper.ts';
import { consoleRoutes } from './routes.tsx';

const renderConsoleAt = (path: string) => renderRoutes(consoleRoutes, path);
const navigation = () => screen.getByRole('navigation', { name: 'Console' });
const emptyStaffGrid = { rows: [], total: 0, page: 1, pageSize: 25 };

describe('the console', () => {
  // The home of analysts and owners shows the last 30 days (OPERATOR-25).
  beforeEach(() => {
    answerReports();
  });

  it('asks who is signed in, and shows sign-in to nobody, without saying a session ended', async () => {
    notSignedIn();
    const { router } = renderConsoleAt('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByText(StaffSessionEndedText.ended)).toBeNull();
  });

  it('shows an owner who they are and the screens of their role', async () => {
    const owner = signedInAs('owner');
    renderConsoleAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Citybook console' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent(owner.email);
    expect(screen.getByRole('banner')).toHaveTextContent('Owner');
    const links = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Start',
      'Merchants',
      'Offers',
      'Categories',
      'Franchises',
      'Mobile ads',
      'Change requests',
      'Import',
      'Markets',
      'Editions',
      'Codes',
      'Support',
      'Not honoured',
      'Reports',
      'Organisations',
      'Fundraising',
      'Staff',
      'Audit log',
    ]);
    expect(await screen.findByRole('region', { name: 'The last 30 days' })).toBeVisible();
  });

  it('shows an editor the catalogue only, and says staff management is not theirs', async () => {
    signedInAs('editor');
    renderConsoleAt('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('not open to your role (Editor)');
    const links = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Start',
      'Merchants',
      'Offers',
      'Categories',
      'Franchises',
      'Mobile ads',
      'Change requests',
      'Import',
      'Markets',
      'Editions',
      'Codes',
      // MERCHANT-1: editors make and keep the merchants' organisations.
      'Organisations',
      // FUNDRAISING-1: and the fundraising groups and their campaigns.
      'Fundraising',
    ]);
  });

  it('shows a support person the Support screen (OPERATOR-18)', async () => {
    signedInAs('support');
    renderConsoleAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Citybook console' }),
    ).toBeVisible();
    const links = within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Start', 'Support', 'Not honoured']);
    expect(screen.queryByRole('region', { name: 'The last 30 days' })).toBeNull();
  });

  it('opens the person’s own account from the bar, whatever the role', async () => {
    const analyst = signedInAs('analyst');
    const { user, router } = renderConsoleAt('/');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('link', { name: 'Your account' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByRole('main')).toHaveTextContent(analyst.email);
  });

  it('returns to sign-in when a call finds the session over, says why, and comes back after', async () => {
    signedInAs('owner');
    server.use(apiError(StaffApi.getStaffGrid, 401, ErrorCode.notLoggedIn, 'Not signed in'));
    const { router, user } = renderConsoleAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Citybook console' });
    await user.click(within(navigation()).getByRole('link', { name: 'Staff' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(StaffSessionEndedText.ended);

    // Signing in again (a person with a second factor) goes back to the staff screen.
    const again = signedInAs('owner');
    server.use(
      apiReply(StaffApi.signIn, { next: 'code' }),
      apiReply(StaffApi.submitCode, again),
      apiReply(StaffApi.getStaffGrid, emptyStaffGrid),
    );
    await user.type(screen.getByLabelText('Email address'), again.email);
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it('signs out, forgets the person, and says so', async () => {
    signedInAs('owner');
    let signedOut = false;
    server.use(
      apiHandler(StaffApi.signOut, () => {
        signedOut = true;
        return undefined;
      }),
    );
    const { user, queryClient } = renderConsoleAt('/');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(StaffSessionEndedText.signedOut);
    expect(signedOut).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('answers an address it has no page for with a way back', async () => {
    signedInAs('owner');
    renderConsoleAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });

  it('lists an owner’s staff from the server', async () => {
    signedInAs('owner');
    const row = aStaffRow();
    server.use(apiReply(StaffApi.getStaffGrid, { ...emptyStaffGrid, rows: [row], total: 1 }));
    renderConsoleAt('/staff');
    expect(await screen.findByRole('cell', { name: row.email })).toBeVisible();
  });
});
