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
  address: '203.0.113.x',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: '2026-11-24T12:00:00.000Z',
  current: true,
};
const laptop: SignedInDevice = {
  id: 1,
  client: 'Firefox on Windows',
  address: null,
  createdAt: '2026-10-02T12:00:00.000Z',
  lastUsedAt: '2026-11-01T12:00:00.000Z',
  current: false,
};

function renderDevices(...replies: HttpHandler[]) {
  server.use(...replies);
  const requests = recordRequests();
  return { ...renderAccountPage('/account/devices', <SignedInDevicesPage />), requests };
}

/** The moment as the member's device shows it: their locale and time zone, to the minute. */
const moment = (iso: string) =>
  new Intl.DateTimeFormat(navigator.languages, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

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
      `Chrome on AndroidThis deviceLast active ${moment(phone.lastUsedAt)}. Signed in November 20, 2026 from 203.0.113.x`,
      `Firefox on WindowsSign outLast active ${moment(laptop.lastUsedAt)}. Signed in October 2, 2026`,
    ]);
    expect(screen.getByRole('button', { name: DeviceText.signOutOthers })).toBeEnabled();
  });

  it('issue 32 item 10: tells two alike browsers apart by last activity and masked address', async () => {
    const home = { ...laptop, id: 7, client: 'Chrome on Linux', address: '203.0.113.x' };
    const office = {
      ...laptop,
      id: 8,
      client: 'Chrome on Linux',
      address: '198.51.100.x',
      lastUsedAt: '2026-11-26T08:30:00.000Z',
    };
    renderDevices(
      apiReply(AccountApi.getDevices, [{ ...phone, client: 'Chrome on Linux' }, home, office]),
    );

    const [thisOne, first, second] = await rows();
    expect(thisOne).toContain(DeviceText.thisDevice);
    expect(first).toContain('from 203.0.113.x');
    expect(first).not.toContain(DeviceText.thisDevice);
    expect(second).toContain('from 198.51.100.x');
    expect(second).toContain(`Last active ${moment(office.lastUsedAt)}`);
    expect(first).not.toEqual(second);
    // Each sign-out button names its device and is described by what tells it apart.
    const buttons = screen.getAllByRole('button', { name: 'Sign out Chrome on Linux' });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveAccessibleDescription(
      `Last active ${moment(office.lastUsedAt)}. Signed in October 2, 2026 from 198.51.100.x`,
    );
  });

  it('issue 32 item 10: signs out one device after the password, and only it', async () => {
    const tablet: SignedInDevice = { ...laptop, id: 2, client: 'Safari on iPadOS' };
    let ended = false;
    const { user, requests } = renderDevices(
      apiHandler(AccountApi.getDevices, () => (ended ? [phone, tablet] : [phone, laptop, tablet])),
      apiHandler(
        AccountApi.signOutDevice,
        () => {
          ended = true;
          return { ended: 1 };
        },
        { params: { sessionId: 1 } },
      ),
    );

    expect(await rows()).toHaveLength(3);
    // This device has no sign-out of its own: that is Logout.
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Android' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out Firefox on Windows' });
    expect(within(dialog).getByText(DeviceText.confirmDeviceMessage)).toBeVisible();
    await user.type(within(dialog).getByLabelText(CurrentPasswordText.label), 'Member#Pass1');
    await user.click(within(dialog).getByRole('button', { name: DeviceText.confirmLabel }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Firefox on Windows is signed out.');
    });
    await waitFor(async () => {
      expect(await rows()).toHaveLength(2);
    });
    const posts = requests.mock.calls.filter(([, init]) => init.method === 'POST');
    expect(posts.map(([url, init]) => [url, init.body])).toEqual([
      ['/api/account/devices/1/signOut', JSON.stringify({ currentPassword: 'Member#Pass1' })],
    ]);
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

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(DeviceText.signedOut);
    });
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

  it('issue 32 item 12: a load refused with 405 shows the server’s message', async () => {
    renderDevices(
      apiError(AccountApi.getDevices, 405, { code: 'methodNotAllowed', message: 'Not here.' }),
    );

    expect(await screen.findByText('Not here.')).toBeVisible();
    expect(screen.queryByText(DeviceText.loadFailed)).not.toBeInTheDocument();
  });
});
