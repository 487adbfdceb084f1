import {
  AccountApi,
  CreateAccountText,
  GUEST_EMAIL,
  NAME_MAX_LENGTH,
  PasswordText,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  PROFILE_ERROR_MESSAGE,
  ProfileText,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exactText, renderAccountPage } from '../../../testing/account-helpers.ts';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { profile } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { storeProfile } from '../profile-storage.ts';
import { ProfileEditPage } from './profile-edit-page.tsx';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { GuestNoticeText } from '../../../components/guest-notice/guest-text.ts';
import { EmailChangeText } from '../account-screen-text.ts';

const current: Profile = {
  ...profile,
  firstName: 'Ana',
  lastName: null,
  phone: '5551234567',
  postalCode: '12345',
};

function renderPage(stored: Profile = current) {
  storeProfile(stored);
  return renderAccountPage('/account/profile/edit', <ProfileEditPage />);
}

type User = ReturnType<typeof userEvent.setup>;

async function replace(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('ProfileEditPage', () => {
  it('starts from the stored profile, with the phone formatted', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    expect(document.title).toBe('Edit Profile · Citybook');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    // Issue #15 item 20: only an email change needs the current password.
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('12345');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/account/password/change',
    );
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute(
      'href',
      '/account/managementmc',
    );
  });

  it('formats the phone number while it is typed', async () => {
    const { user } = renderPage();
    const phone = screen.getByLabelText('Phone');

    await user.clear(phone);
    await user.type(phone, '212');
    expect(phone).toHaveValue('(212');
    await user.type(phone, '5550');
    expect(phone).toHaveValue('(212) 555-0');
    await user.type(phone, '1991234');
    expect(phone).toHaveValue('(212) 555-0199');
  });

  it('keeps the caret where the phone is edited and Backspace after ")" deletes a digit', async () => {
    const { user } = renderPage();
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');

    await user.type(phone, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(phone).toHaveValue('(559) 512-3456');
    expect(phone.selectionStart).toBe(4);

    await user.type(phone, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(phone).toHaveValue('(555) 123-456');
    expect(phone.selectionStart).toBe(3);

    await user.clear(phone);
    await user.paste('+1 512 555 1234');
    expect(phone).toHaveValue('(512) 555-1234');
  });

  it('checks the email, name, phone and ZIP code before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await replace(user, 'Email', 'ana@example');
    await replace(user, 'First Name', 'A'.repeat(NAME_MAX_LENGTH + 1));
    await replace(user, 'Phone', '555123');
    await replace(user, 'ZIP Code', '1234');
    await save(user);

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      CreateAccountText.invalidEmail,
    );
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      `Please use at most ${String(NAME_MAX_LENGTH)} characters.`,
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(screen.getByLabelText('ZIP Code')).toHaveAccessibleDescription(POSTAL_CODE_MESSAGE);
    expect(screen.getByLabelText('ZIP Code')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).not.toHaveBeenCalled();
  });

  it('accepts a ZIP code with its 4-digit extension', async () => {
    server.use(apiReply(AccountApi.updateProfile, current));
    const requests = recordRequests();
    const { user } = renderPage();

    await replace(user, 'ZIP Code', '12345-6789');
    await save(user);

    await waitFor(() => {
      expect(sentBodies(requests, AccountApi.updateProfile.path)).toEqual([
        expect.objectContaining({ postalCode: '12345-6789' }),
      ]);
    });
  });

  it('asks for the current password when the email changes, and says why', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await replace(user, 'Email', 'new@example.com');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
      EmailChangeText.why,
    );
    await save(user);

    const password = screen.getByLabelText('Current Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(ProfileText.currentPasswordNeeded);
    expect(requests).not.toHaveBeenCalled();
  });

  it('saves the details, keeps the answered profile and returns with a toast', async () => {
    const saved: Profile = {
      ...current,
      firstName: null,
      lastName: 'Lopez',
      phone: '(212) 555-0199',
    };
    server.use(apiReply(AccountApi.updateProfile, saved));
    const requests = recordRequests();
    const { router, user, queryClient } = renderPage();

    await replace(user, 'First Name', '  ');
    await replace(user, 'Last Name', ' Lopez ');
    await replace(user, 'Phone', '2125550199');
    await save(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(router.state.location.state).toEqual({ toast: ProfileText.updated });
    expect(sentBodies(requests, AccountApi.updateProfile.path)).toEqual([
      {
        emailAddress: 'ana@example.com',
        firstName: null,
        lastName: 'Lopez',
        phone: '(212) 555-0199',
        postalCode: '12345',
      },
    ]);
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(saved);
    expect(queryClient.getQueryData(['account', 'profile'])).toEqual(saved);
  });

  it('hides the current password again, and does not send it, when the email is put back', async () => {
    server.use(apiReply(AccountApi.updateProfile, current));
    const requests = recordRequests();
    const { router, user } = renderPage();

    await replace(user, 'Email', 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'old-pass1!');
    await replace(user, 'Email', 'ANA@example.com ');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await save(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(sentBodies(requests, AccountApi.updateProfile.path)).toEqual([
      expect.not.objectContaining({ currentPassword: expect.anything() as unknown }),
    ]);
  });

  it('sends the current password with a new email', async () => {
    server.use(apiReply(AccountApi.updateProfile, { ...current, emailAddress: 'new@example.com' }));
    const requests = recordRequests();
    const { router, user } = renderPage();

    await replace(user, 'Email', 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'old-pass1!');
    await save(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(sentBodies(requests, AccountApi.updateProfile.path)).toEqual([
      expect.objectContaining({ emailAddress: 'new@example.com', currentPassword: 'old-pass1!' }),
    ]);
  });

  it.each([
    [1, 'Email', CreateAccountText.invalidEmail],
    [5, 'Email', CreateAccountText.invalidEmail],
    [6, 'Email', CreateAccountText.emailTaken],
    [7, 'Email', CreateAccountText.emailTaken],
    [2, 'Current Password', PasswordText.wrongCurrentPassword],
  ])('shows code %i on the %s field until it changes', async (code, label, message) => {
    server.use(apiError(AccountApi.updateProfile, 400, { code, message: 'from the server' }));
    const { user } = renderPage();

    await replace(user, 'Email', 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'old-pass1!');
    await save(user);

    const field = screen.getByLabelText(label);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(message);
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(field, 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it.each([
    ['a validation error', 400, 'validation', 'Please enter a 10-digit US phone number.'],
    ['the guest refusal', 403, 'forbidden', ProfileText.guestDisabled],
    ['a server failure', 500, 500, UNKNOWN_ERROR_MESSAGE],
  ])('shows %s in a dialog', async (_case, status, code, message) => {
    server.use(apiError(AccountApi.updateProfile, status, { code, message }));
    const { router, user } = renderPage();

    await save(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(message, exactText)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/profile/edit');
  });

  it('tells the guest why the profile cannot be changed and disables saving', () => {
    renderPage({ ...current, emailAddress: GUEST_EMAIL });

    expect(screen.getByText(GuestNoticeText.cannotChange, { exact: false })).toHaveTextContent(
      ProfileText.guestDisabled,
    );
    expect(screen.getByRole('link', { name: GuestNoticeText.createAccount })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('explains a profile that cannot be loaded, then goes back', async () => {
    server.use(apiError(AccountApi.getProfile, 500, { code: 500, message: 'x' }));
    const { router, user } = renderRoutes(
      [
        { path: '/account/profile/edit', element: <ProfileEditPage /> },
        { path: '*', element: null },
      ],
      { initialEntries: ['/account/managementmc', '/account/profile/edit'], initialIndex: 1 },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PROFILE_ERROR_MESSAGE, exactText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });
});
