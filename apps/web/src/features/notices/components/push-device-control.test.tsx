import { NoticesApi, PushDeviceText } from '@citybook/contract/notices';
import type { PushSubscriptionJson } from '@citybook/contract/notices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import type { PushDevice } from '../push/browser-push.ts';
import { PushDeviceControl } from './push-device-control.tsx';

const PUBLIC_KEY = 'BPublicKeyOfTheServer';

const subscription: PushSubscriptionJson = {
  endpoint: 'https://push.example/device-1',
  keys: { p256dh: 'device-public-key', auth: 'device-auth' },
};

/** A browser whose permission starts as `permission` and becomes what the member answers. */
function fakeDevice(
  permission: NotificationPermission,
  options: { answer?: NotificationPermission; subscribed?: boolean; supported?: boolean } = {},
) {
  let current = permission;
  let subscribed = options.subscribed ?? false;
  const device = {
    supported: () => Promise.resolve(options.supported ?? true),
    permission: () => current,
    requestPermission: vi.fn(() => {
      current = options.answer ?? 'granted';
      return Promise.resolve(current);
    }),
    current: () => Promise.resolve(subscribed ? subscription : null),
    subscribe: vi.fn((key: string) => {
      expect(key).toBe(PUBLIC_KEY);
      subscribed = true;
      return Promise.resolve(subscription);
    }),
    unsubscribe: vi.fn(() => {
      const had = subscribed;
      subscribed = false;
      return Promise.resolve(had ? subscription.endpoint : null);
    }),
  } satisfies PushDevice;
  return device;
}

function renderControl(device: PushDevice, publicKey: string | null = PUBLIC_KEY) {
  server.use(
    apiReply(NoticesApi.getPushConfig, { publicKey }),
    apiReply(NoticesApi.subscribePush, {}),
    apiReply(NoticesApi.unsubscribePush, {}),
  );
  renderAccountPage('/account/notifications', <PushDeviceControl device={device} />);
}

describe('Notifications on this device (NOTICE-11)', () => {
  it('asks permission only on the member’s tap, subscribes, and turns off again', async () => {
    const device = fakeDevice('default');
    const requests = recordRequests();
    renderControl(device);

    const turnOn = await screen.findByRole('button', { name: PushDeviceText.turnOn });
    expect(screen.getByRole('status')).toHaveTextContent(PushDeviceText.off);
    expect(device.requestPermission).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(turnOn);
    expect(await screen.findByText(PushDeviceText.on)).toBeVisible();
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenCalledWith(
      NoticesApi.subscribePush.path,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify(subscription) }),
    );

    await user.click(screen.getByRole('button', { name: PushDeviceText.turnOff }));
    expect(await screen.findByText(PushDeviceText.off)).toBeVisible();
    expect(requests).toHaveBeenCalledWith(
      NoticesApi.unsubscribePush.path,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }),
    );
  });

  it('explains a browser that blocks notifications, and offers no button', async () => {
    renderControl(fakeDevice('denied'));
    expect(await screen.findByText(PushDeviceText.blocked)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the member refuses at the prompt', async () => {
    const device = fakeDevice('default', { answer: 'denied' });
    renderControl(device);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: PushDeviceText.turnOn }));
    expect(await screen.findByText(PushDeviceText.blocked)).toBeVisible();
    expect(device.subscribe).not.toHaveBeenCalled();
  });

  it('a prompt closed without an answer leaves notifications off, and says why', async () => {
    renderControl(fakeDevice('default', { answer: 'default' }));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: PushDeviceText.turnOn }));
    expect(await screen.findByText(PushDeviceText.dismissed)).toBeVisible();
    expect(screen.getByRole('button', { name: PushDeviceText.turnOn })).toBeEnabled();
  });

  it('shows this device as on when its browser is subscribed, and hands it to the member', async () => {
    const requests = recordRequests();
    renderControl(fakeDevice('granted', { subscribed: true }));
    expect(await screen.findByRole('button', { name: PushDeviceText.turnOff })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PushDeviceText.on);
    expect(requests).toHaveBeenCalledWith(
      NoticesApi.subscribePush.path,
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('says when the server sends no notifications', async () => {
    renderControl(fakeDevice('default'), null);
    expect(await screen.findByText(PushDeviceText.unavailable)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the browser cannot show them', async () => {
    renderControl(fakeDevice('default', { supported: false }));
    expect(await screen.findByText(PushDeviceText.unsupported)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
