import { ErrorCode } from '@citybook/contract';
import { AccountApi, DeviceText, PasswordText } from '@citybook/contract/account';
import type { SignedInDevice } from '@citybook/contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { apiError, apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { SignedInDevicesPage } from './signed-in-devices-page.tsx';
import { CurrentPasswordText } from '../delete-account-text.ts';

const phone: SignedInDevice = {
  id: 3,
  client: 'Chrome on Android',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: '2026-11-24T12:00:00.000Z',
  current: true,
};
const laptop: SignedInDevice = {
  id: 1,
  client: 'Firefox on Windows',
  createdAt: '2026-10-02T12:00:00.000Z',
  lastUsedAt: '2026-11-01T12:00:00.000Z',
  current: false,
};

function renderDevices(...replies: HttpHandler[]) {
  server.use(...replies);
  const requests = recordRequests();
  return { ...renderAccountPage('/account/devices', <SignedInDevicesPage />), requests };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: DeviceText.title }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('SignedInDevicesPage', () => {
  it('lists the devices, this one marked, each with when it signed in and was last used', async () => {
    renderDevices(apiReply(AccountApi.getDevices, [phone, laptop]));

    expect(screen.getByRole('heading', { level: 1, name: DeviceText.title })).toBeVisible();
    expect(screen.getByText(DeviceText.loading)).toBeVisible();
    expect(await rows()).toEqual([
      'Chrome on AndroidThis deviceSigned in November 20, 2026 · Last used November 24, 2026',
      'Firefox on WindowsSigned in October 2, 2026 · Last used November 1, 2026',
    ]);
    expect(screen.getByRole('button', { name: DeviceText.signOutOthers })).toBeEnabled();
  });

  it('signs out of the other devices after confirmation and shows the devices left', async () => {
    let signedOut = false;
    const { user, requests } = renderDevices(
      apiHandler(AccountApi.getDevices, () => (signedOut ? [phone] : [phone, laptop])),
      apiHandler(AccountApi.signOutOtherDevices, () => {
        signedOut = true;
        return { ended: 1 };
      }),
    );

    await user.click(await screen.findByRole('button', { name: DeviceText.signOutOthers }));
    const dialog = await screen.findByRole('dialog', { name: DeviceText.confirmTitle });
    expect(within(dialog).getByText(DeviceText.confirmMessage)).toBeVisible();
    await user.type(within(dialog).getByLabelText(CurrentPasswordText.label), 'Member#Pass1');
    await user.click(within(dialog).getByRole('button', { name: DeviceText.confirmLabel }));

    expect(await screen.findByRole('status')).toHaveTextContent(DeviceText.signedOut);
    await waitFor(async () => {
      expect(await rows()).toHaveLength(1);
    });
    expect(screen.queryByRole('button', { name: DeviceText.signOutOthers })).toBeNull();
    const posts = requests.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(posts.map(([url, init]) => [url, init.body])).toEqual([
      [AccountApi.signOutOtherDevices.path, JSON.stringify({ currentPassword: 'Member#Pass1' })],
    ]);
  });

  it('signs nobody out when the question is cancelled', async () => {
    const { user, requests } = renderDevices(apiReply(AccountApi.getDevices, [phone, laptop]));

    await user.click(await screen.findByRole('button', { name: DeviceText.signOutOthers }));
    const dialog = await screen.findByRole('dialog', { name: DeviceText.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: DeviceText.cancelLabel }));

    await waitFor(() => {
      expect(dialog).not.toBeVisible();
    });
    expect(requests.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('marks a wrong password on the field and signs nobody out', async () => {
    const { user } = renderDevices(
      apiReply(AccountApi.getDevices, [phone, laptop]),
      apiError(AccountApi.signOutOtherDevices, 400, {
        code: ErrorCode.wrongCurrentPassword,
        message: PasswordText.wrongCurrentPassword,
      }),
    );
    await user.click(await screen.findByRole('button', { name: DeviceText.signOutOthers }));
    const dialog = await screen.findByRole('dialog', { name: DeviceText.confirmTitle });
    const field = within(dialog).getByLabelText(CurrentPasswordText.label);
    await user.type(field, 'Wrong#pass1');
    await user.click(within(dialog).getByRole('button', { name: DeviceText.confirmLabel }));

    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword);
    });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await rows()).toHaveLength(2);
  });

  it('says so when this is the only device, and offers no sign-out', async () => {
    renderDevices(apiReply(AccountApi.getDevices, [phone]));

    expect(await screen.findByText(DeviceText.onlyThisDevice)).toBeVisible();
    expect(screen.queryByRole('button', { name: DeviceText.signOutOthers })).toBeNull();
  });

  it('explains a failed sign-out in the error dialog and keeps the list', async () => {
    const { user } = renderDevices(
      apiReply(AccountApi.getDevices, [phone, laptop]),
      apiError(AccountApi.signOutOtherDevices, 502, { code: 502, message: 'Bad gateway' }),
    );
    await user.click(await screen.findByRole('button', { name: DeviceText.signOutOthers }));
    const question = await screen.findByRole('dialog', { name: DeviceText.confirmTitle });
    await user.type(within(question).getByLabelText(CurrentPasswordText.label), 'Member#Pass1');
    await user.click(within(question).getByRole('button', { name: DeviceText.confirmLabel }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText(DeviceText.signOutFailed)).toBeVisible();
    expect(await rows()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when the devices could not be loaded', async () => {
    renderDevices(apiError(AccountApi.getDevices, 500, { code: 500, message: 'boom' }));

    expect(await screen.findByText(DeviceText.loadFailed)).toBeVisible();
  });
});
