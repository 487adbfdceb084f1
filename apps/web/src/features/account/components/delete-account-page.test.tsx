import {
  AccountApi,
  AppApi,
  GUEST_EMAIL,
  ErrorCode,
  PasswordText,
  ProfileText,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ForgetDeviceRecordsContext } from '../../../lib/session-end.ts';
import { profile } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { signalSession } from '../../../testing/session.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { storeProfile } from '../profile-storage.ts';
import { hasSession } from '../session.ts';
import { DeleteAccountPage } from './delete-account-page.tsx';
import { GuestNoticeText } from '../../../components/guest-notice/guest-text.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { CurrentPasswordText, DeleteAccountText } from '../delete-account-text.ts';

const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function renderDeletePage() {
  signalSession();
  storeProfile(profile);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  // What the root has the device forget of the member beyond storage (issue #27).
  const forgetDeviceRecords = vi.fn(() => Promise.resolve());
  const rendered = renderRoutes(
    [
      {
        path: '/account/deleteAccount',
        element: (
          <ForgetDeviceRecordsContext value={forgetDeviceRecords}>
            <DeleteAccountPage />
          </ForgetDeviceRecordsContext>
        ),
      },
      { path: '*', element: null },
    ],
    {
      initialEntries: ['/account/managementmc', '/account/deleteAccount'],
      initialIndex: 1,
      queryClient,
    },
  );
  return { ...rendered, queryClient, forgetDeviceRecords };
}

type User = ReturnType<typeof renderDeletePage>['user'];

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog', { name: DeleteAccountText.title });
  expect(within(dialog).getByText(ProfileText.deleteConfirm)).toBeVisible();
  return dialog;
}

/** Types the password (when given) and presses Delete, or Cancel. */
async function answer(label: 'Delete' | 'Cancel', user: User, password = 'Current#pw1') {
  const dialog = await confirmDialog();
  if (label === 'Delete' && password)
    await user.type(within(dialog).getByLabelText(CurrentPasswordText.label), password);
  await user.click(within(dialog).getByRole('button', { name: label }));
}

describe('DeleteAccountPage', () => {
  it('asks for the current password, deletes, logs out and shows login with a toast', async () => {
    server.use(apiReply(AccountApi.deleteAccount, {}));
    const requests = recordRequests();
    const { router, user, queryClient, forgetDeviceRecords } = renderDeletePage();

    const dialog = await confirmDialog();
    const field = within(dialog).getByLabelText(CurrentPasswordText.label);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAccessibleDescription(CurrentPasswordText.hint);
    await answer('Delete', user, 'Current#pw1');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(router.state.location.state).toEqual({ toast: 'Your account has been deleted.' });
    const [url, init] = requests.mock.calls[0]!;
    expect(url).toBe(AccountApi.deleteAccount.path);
    expect(init?.body).toBe(JSON.stringify({ currentPassword: 'Current#pw1' }));
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    // The account is gone: nothing of it is kept on the device to send later.
    expect(forgetDeviceRecords).toHaveBeenCalledExactlyOnceWith({
      userId: profile.accountId,
      erased: true,
    });
  });

  it('deletes on Enter in the password field', async () => {
    server.use(apiReply(AccountApi.deleteAccount, {}));
    const requests = recordRequests();
    const { router, user } = renderDeletePage();

    const dialog = await confirmDialog();
    await user.type(within(dialog).getByLabelText(CurrentPasswordText.label), 'pw{Enter}');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('asks for a password before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderDeletePage();

    await answer('Delete', user, '');

    const field = screen.getByLabelText(CurrentPasswordText.label);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(CurrentPasswordText.missing);
    expect(requests).not.toHaveBeenCalled();
  });

  it('marks a wrong password on the field, keeps the dialog open and clears it on typing', async () => {
    server.use(
      apiError(AccountApi.deleteAccount, 400, {
        code: ErrorCode.wrongCurrentPassword,
        message: PasswordText.wrongCurrentPassword,
      }),
    );
    const requests = recordRequests();
    const { router, user } = renderDeletePage();

    await answer('Delete', user, 'Wrong#pw1');

    const field = await screen.findByLabelText(CurrentPasswordText.label);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword);
    });
    expect(field).toBeInvalid();
    expect(screen.getByRole('dialog', { name: DeleteAccountText.title })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/deleteAccount');
    expect(hasSession()).toBe(true);
    expect(requests).toHaveBeenCalledTimes(1);

    await user.type(field, 'x');
    expect(field).not.toBeInvalid();
  });

  it('goes back without deleting on Cancel', async () => {
    const requests = recordRequests();
    const { router, user } = renderDeletePage();

    await answer('Cancel', user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(requests).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
  });

  it('explains a failure and keeps the account', async () => {
    server.use(
      apiError(AccountApi.deleteAccount, 502, { code: 502, message: UNKNOWN_ERROR_MESSAGE }),
      apiReply(AppApi.reportClientError, undefined),
    );
    const { router, user } = renderDeletePage();

    await answer('Delete', user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(ProfileText.deleteFailed, exactText)).toBeVisible();
    expect(hasSession()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });

  it("shows the server's reason when the guest tries", async () => {
    server.use(
      apiError(AccountApi.deleteAccount, 403, {
        code: 'forbidden',
        message: 'The guest cannot be deleted.',
      }),
      apiReply(AppApi.reportClientError, undefined),
    );
    const { user } = renderDeletePage();

    await answer('Delete', user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('The guest cannot be deleted.')).toBeVisible();
  });
  it('shows the guest why it cannot delete the account, without asking for a password', async () => {
    signalSession();
    const guest = { ...profile, emailAddress: GUEST_EMAIL };
    storeProfile(guest);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, guest);
    const requests = recordRequests();
    renderRoutes([{ path: '/account/deleteAccount', element: <DeleteAccountPage /> }], {
      initialEntries: ['/account/deleteAccount'],
      queryClient,
    });

    expect(await screen.findByText(GuestNoticeText.cannotChange, { exact: false })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(CurrentPasswordText.label)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute(
      'href',
      '/account/managementmc',
    );
    expect(requests).not.toHaveBeenCalled();
  });
});
