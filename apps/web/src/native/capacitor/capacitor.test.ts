import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onNativeEvent } from '../incoming.ts';
import type { NativeEvent } from '../incoming.ts';
import { requestNativeLocation } from '../location.ts';
import { sendToNative } from '../messages.ts';
import { detectPlatform, isNativeShell } from '../platform.ts';
import { withCapacitorBridge } from '../capacitor-bridge.ts';
import { NativeStoreText } from './native-store-text.ts';

type BackListener = (event: { canGoBack: boolean }) => void;
/** What the native side may send, malformed fields included. */
type RestoreListener = (restored: Record<string, unknown>) => void;

const shell = vi.hoisted(() => ({
  logInComplete: vi.fn(),
  logout: vi.fn(),
  startPurchase: vi.fn(),
  addListener: vi.fn<(eventName: string, listener: RestoreListener) => Promise<void>>(),
}));
const app = vi.hoisted(() => ({
  addListener: vi.fn<(eventName: string, listener: BackListener) => Promise<void>>(),
  minimizeApp: vi.fn(),
}));
const geolocation = vi.hoisted(() => ({ getCurrentPosition: vi.fn() }));
const brightness = vi.hoisted(() => ({ getBrightness: vi.fn(), setBrightness: vi.fn() }));

vi.mock('./shell-plugin.ts', () => ({ CitybookShell: shell }));
vi.mock('@capacitor/app', () => ({ App: app }));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: geolocation }));
vi.mock('@capacitor-community/screen-brightness', () => ({ ScreenBrightness: brightness }));

function inCapacitor(platform: 'android' | 'ios' | 'web', native = platform !== 'web') {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => native, getPlatform: () => platform });
}

/** The first `count` page events after `action`. */
async function eventsDuring(action: () => void, count: number): Promise<NativeEvent[]> {
  const events: NativeEvent[] = [];
  const unsubscribe = onNativeEvent((event) => events.push(event));
  action();
  await vi.waitFor(() => {
    expect(events).toHaveLength(count);
  });
  unsubscribe();
  return events;
}

async function startedBackListener(): Promise<BackListener> {
  withCapacitorBridge((bridge) => bridge.startCapacitorBridge());
  await vi.waitFor(() => {
    expect(app.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));
  });
  const listener = app.addListener.mock.calls[0]?.[1];
  if (!listener) throw new Error('No Back listener was added.');
  return listener;
}

describe('Capacitor shell bridge', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    for (const method of [
      shell.logInComplete,
      shell.logout,
      shell.startPurchase,
      app.minimizeApp,
      brightness.setBrightness,
    ]) {
      method.mockResolvedValue(undefined);
    }
    shell.addListener.mockResolvedValue(undefined);
    app.addListener.mockResolvedValue(undefined);
  });

  it('is detected by the Capacitor global, by platform, and only in a native app', async () => {
    inCapacitor('android');
    expect(detectPlatform()).toBe('android');
    expect(isNativeShell()).toBe(true);

    inCapacitor('ios');
    expect(detectPlatform()).toBe('ios');

    // The Capacitor runtime in a plain browser is not a shell.
    inCapacitor('web');
    expect(detectPlatform()).toBe('web');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendToNative({ type: 'Logout' });
    withCapacitorBridge((bridge) => bridge.startCapacitorBridge());
    await vi.advanceTimersByTimeAsync(50);
    expect(shell.logout).not.toHaveBeenCalled();
    expect(app.addListener).not.toHaveBeenCalled();
  });

  it('hands login and logout to the shell plugin', async () => {
    inCapacitor('ios');

    sendToNative({
      type: 'LogInComplete',
      credentials: { email: 'ann@example.com', password: 'pw' },
    });
    sendToNative({ type: 'Logout' });

    await vi.waitFor(() => {
      expect(shell.logout).toHaveBeenCalledOnce();
    });
    expect(shell.logInComplete).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'pw' });
  });

  it('buys in the store and delivers its answer as a PurchaseResult event', async () => {
    inCapacitor('android');
    shell.startPurchase.mockResolvedValue({ success: false, message: 'Cancelled.' });

    const events = await eventsDuring(() => {
      sendToNative({ type: 'StartIAP', ProductID: 3, AccountID: 10 });
    }, 1);

    expect(shell.startPurchase).toHaveBeenCalledWith({ productId: '3', accountId: 10 });
    expect(events).toEqual([{ type: 'PurchaseResult', success: false, message: 'Cancelled.' }]);
  });

  it('answers a purchase the store could not start, so the page stops waiting', async () => {
    inCapacitor('ios');
    shell.startPurchase.mockRejectedValue(new Error('"CitybookShell" plugin is not implemented'));

    const events = await eventsDuring(() => {
      sendToNative({ type: 'StartIAP', ProductID: 'gold', AccountID: 10 });
    }, 1);

    expect(events).toEqual([
      { type: 'PurchaseResult', success: false, message: NativeStoreText.unavailable },
    ]);
  });

  it('delivers purchases the store restores as RestoreResult events', async () => {
    inCapacitor('ios');
    withCapacitorBridge((bridge) => bridge.startCapacitorBridge());
    await vi.waitFor(() => {
      expect(shell.addListener).toHaveBeenCalledWith('restoreResult', expect.any(Function));
    });
    const restored = shell.addListener.mock.calls[0]?.[1];
    if (!restored) throw new Error('No restore listener was added.');

    const events = await eventsDuring(() => {
      restored({ success: true, activationCode: 'ABCD1234', message: null });
    }, 1);

    expect(events).toEqual([{ type: 'RestoreResult', success: true, activationCode: 'ABCD1234' }]);
  });

  it('answers the location request with the device position', async () => {
    inCapacitor('android');
    geolocation.getCurrentPosition.mockResolvedValue({
      coords: { latitude: 40.1, longitude: -88.2 },
    });

    await expect(requestNativeLocation(1000)).resolves.toEqual({
      latitude: 40.1,
      longitude: -88.2,
    });
  });

  it('has no location when the member denies it', async () => {
    inCapacitor('ios');
    geolocation.getCurrentPosition.mockRejectedValue(new Error('Location permission was denied'));

    await expect(requestNativeLocation(1000)).resolves.toBeNull();
  });

  it('raises the brightness for the counter screen and gives iOS its level back', async () => {
    inCapacitor('ios');
    brightness.getBrightness.mockResolvedValue({ brightness: 0.4 });

    sendToNative({ type: 'SetBrightness', full: true });
    await vi.waitFor(() => {
      expect(brightness.setBrightness).toHaveBeenCalledWith({ brightness: 1 });
    });
    sendToNative({ type: 'SetBrightness', full: false });
    await vi.waitFor(() => {
      expect(brightness.setBrightness).toHaveBeenLastCalledWith({ brightness: 0.4 });
    });
  });

  it('hands the brightness back to the Android system setting', async () => {
    inCapacitor('android');
    brightness.getBrightness.mockResolvedValue({ brightness: -1 });

    sendToNative({ type: 'SetBrightness', full: true });
    await vi.waitFor(() => {
      expect(brightness.setBrightness).toHaveBeenCalledWith({ brightness: 1 });
    });
    sendToNative({ type: 'SetBrightness', full: false });
    await vi.waitFor(() => {
      expect(brightness.setBrightness).toHaveBeenLastCalledWith({ brightness: -1 });
    });
    expect(brightness.setBrightness).toHaveBeenCalledTimes(2);
  });

  it('makes the Android Back button go back like the browser', async () => {
    inCapacitor('android');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const pressBack = await startedBackListener();

    pressBack({ canGoBack: true });

    expect(back).toHaveBeenCalledOnce();
    expect(app.minimizeApp).not.toHaveBeenCalled();
  });

  it('has a working Back in a shell built without the CitybookShell plugin', async () => {
    inCapacitor('android');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    shell.addListener.mockRejectedValue(new Error('"CitybookShell" plugin is not implemented'));
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const pressBack = await startedBackListener();

    pressBack({ canGoBack: true });

    expect(back).toHaveBeenCalledOnce();
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  it('puts the app in the background on Back with nothing to go back to', async () => {
    inCapacitor('android');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const pressBack = await startedBackListener();

    pressBack({ canGoBack: false });

    expect(back).not.toHaveBeenCalled();
    expect(app.minimizeApp).toHaveBeenCalledOnce();
  });
});
