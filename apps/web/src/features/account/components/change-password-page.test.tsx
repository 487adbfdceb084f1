import {
  AccountApi,
  COMMON_PASSWORD_MESSAGE,
  ErrorCode,
  GUEST_EMAIL,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  PasswordText,
  ProfileText,
} from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  descriptionStartingWith,
  exactText,
  renderAccountPage,
} from '../../../testing/account-helpers.ts';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { profile } from '../../../testing/fixtures.ts';
import { storeProfile } from '../profile-storage.ts';
import { ChangePasswordPage } from './change-password-page.tsx';
import {
  apiError,
  apiHandler,
  apiReply,
  errorResponse,
} from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { GuestNoticeText } from '../../../components/guest-notice/guest-text.ts';

function renderPage(emailAddress = profile.emailAddress) {
  storeProfile({ ...profile, emailAddress });
  return renderAccountPage('/account/password/change', <ChangePasswordPage />);
}

interface Entries {
  current?: string;
  password?: string;
  confirm?: string;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { current = 'old-pass1!', password = 'abcd123#', confirm = password }: Entries = {},
) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage', () => {
  it('names itself and links back to the account', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(document.title).toBe('Change Password · Citybook');
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute(
      'href',
      '/account/managementmc',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/account/password/forgot',
    );
  });

  it('asks for the current password and a new one that follows the rule', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await fillIn(user, { current: '', password: 'abc', confirm: 'abc' });

    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      descriptionStartingWith(PASSWORD_RULE_MESSAGE),
    );
    expect(requests).not.toHaveBeenCalled();
  });

  it('asks for a confirmation equal to the new password', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await fillIn(user, { confirm: 'abcd123!' });

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER_MESSAGE);
    expect(requests).not.toHaveBeenCalled();
  });

  it('changes the password and returns to account management with a toast', async () => {
    server.use(apiReply(AccountApi.changePassword, {}));
    const requests = recordRequests();
    const { router, user } = renderPage();

    await fillIn(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(router.state.location.state).toEqual({ toast: PasswordText.changeDone });
    expect(sentBodies(requests, AccountApi.changePassword.path)).toEqual([
      { currentPassword: 'old-pass1!', newPassword: 'abcd123#' },
    ]);
  });

  it('marks a wrong current password until that field changes', async () => {
    server.use(apiError(AccountApi.changePassword, 400, { code: 2, message: 'Wrong.' }));
    const { user } = renderPage();

    await fillIn(user);

    const current = screen.getByLabelText('Current Password');
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword);
    });
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'x');
    expect(current).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword);

    await user.type(current, 'x');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PasswordText.wrongCurrentPassword)).not.toBeInTheDocument();
  });

  it.each([
    [12, 'Choose a password you have not used.'],
    [ErrorCode.commonPassword, COMMON_PASSWORD_MESSAGE],
  ])(
    "issue 32 item 7: refuses the new password (code %s) on its field, in the server's words",
    async (code, message) => {
      server.use(apiError(AccountApi.changePassword, 400, { code, message }));
      const { user } = renderPage();

      await fillIn(user);

      const field = screen.getByLabelText('New Password');
      await waitFor(() => {
        expect(field).toHaveAccessibleDescription(descriptionStartingWith(message));
      });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it("shows the server's refusal for the guest account", async () => {
    server.use(
      apiError(AccountApi.changePassword, 403, {
        code: 'forbidden',
        message: ProfileText.guestDisabled,
      }),
    );
    const { user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(ProfileText.guestDisabled)).toBeVisible();
  });

  it.each([
    ['another code', errorResponse(400, { code: 'validation', message: 'Too long.' })],
    [
      'a server failure',
      errorResponse(500, { code: 500, message: 'An unknown error has occurred' }),
    ],
  ])('shows the generic change failure for %s', async (_case, reply) => {
    server.use(apiHandler(AccountApi.changePassword, () => reply));
    const { user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PasswordText.changeFailed, exactText)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  it('tells the guest why the password cannot be changed and disables the button', () => {
    renderPage(GUEST_EMAIL);

    expect(screen.getByText(GuestNoticeText.cannotChange, { exact: false })).toHaveTextContent(
      ProfileText.guestDisabled,
    );
    expect(screen.getByRole('link', { name: GuestNoticeText.createAccount })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });
});
