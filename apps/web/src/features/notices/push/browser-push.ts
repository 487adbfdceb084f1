import type { PushSubscriptionJson } from '@citybook/contract/notices';

/** What the page needs of the browser for this device's notifications (NOTICE-11). */
export interface PushDevice {
  /** Whether this browser can get Web Push here (a service worker, the Push and Notification APIs). */
  supported(): Promise<boolean>;
  permission(): NotificationPermission;
  /** Asks the member; only ever called from the member's tap. */
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one. */
  current(): Promise<PushSubscriptionJson | null>;
  subscribe(publicKey: string): Promise<PushSubscriptionJson>;
  /** Ends this browser's subscription; answers its address (null: there was none). */
  unsubscribe(): Promise<string | null>;
}

const asJson = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionJson;

/** The VAPID key as the Push API takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** The app's service worker (features/app/pwa registers /sw.js), when it is registered. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

async function pushManager(): Promise<PushManager> {
  const worker = await registration();
  if (!worker) throw new Error('No service worker');
  return worker.pushManager;
}

/** This browser's Push API. */
export const browserPushDevice: PushDevice = {
  async supported() {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
    if (!('Notification' in window)) return false;
    return (await registration()) !== undefined;
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const subscription = await (await pushManager()).getSubscription();
    return subscription ? asJson(subscription) : null;
  },
  async subscribe(publicKey) {
    const manager = await pushManager();
    const subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return asJson(subscription);
  },
  async unsubscribe() {
    const subscription = await (await pushManager()).getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
