import { GUEST_EMAIL, ProfileText } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeExpiration } from '../../../lib/expiration-storage.ts';
import { captureVariant } from '../../../lib/variant.ts';
import { profile } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { profileQueryKey } from '../api/get-profile.ts';
import { AccountManagementPage } from './account-management-page.tsx';

function renderManagement(account: Profile) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, account);
  return renderRoutes([{ path: '/account/management', element: <AccountManagementPage /> }], {
    initialEntries: ['/account/management'],
    queryClient,
  });
}

function actionNames(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AccountManagementPage', () => {
  it("shows the user's email, the actions as links and an empty voucher selector", () => {
    renderManagement(profile);

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByText(profile.emailAddress)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Delete your account' })).toHaveAttribute(
      'href',
      '/account/deleteAccount',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
    expect(screen.getByText('No vouchers yet')).toBeVisible();
  });

  it('reads the stored expiration of the book variant', () => {
    storeExpiration(9);
    renderManagement(profile);

    expect(actionNames()).toEqual([
      'Edit Profile',
      'Change Password',
      'Extend Your Activation',
      'Delete your account',
    ]);
  });

  it('offers another code when the activation has long to run', () => {
    storeExpiration('subscribe');
    renderManagement(profile);

    expect(screen.getByRole('link', { name: 'Add another code' })).toHaveAttribute(
      'href',
      '/account/addCode',
    );
    expect(screen.queryByRole('link', { name: /activat/i })).not.toBeInTheDocument();
  });

  it('follows the subscription variant marked for the session', () => {
    captureVariant('?mobilePlus=true');
    renderManagement(profile);

    expect(actionNames()).toEqual([
      'Edit Profile',
      'Change Password',
      'I want to activate a subscription',
      'Delete your account',
    ]);
  });

  it('shows the guest every action, all disabled, and says why', () => {
    renderManagement({ ...profile, emailAddress: GUEST_EMAIL });

    const actions = within(screen.getByRole('list')).getAllByRole('link');
    expect(actions).toHaveLength(4);
    for (const action of actions) {
      expect(action).toHaveAttribute('aria-disabled', 'true');
      expect(action).not.toHaveAttribute('href');
      expect(action).toHaveAccessibleDescription(ProfileText.guestDisabled);
    }
    expect(screen.getByText(ProfileText.guestDisabled)).toBeVisible();
  });
});
