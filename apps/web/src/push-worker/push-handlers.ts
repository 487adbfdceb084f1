import { pushMessageSchema, type PushMessage } from '@citybook/contract/notices';
import { AppManifestText } from '@citybook/contract/app';

/*
 * NOTICE-11, NOTICE-12 (ADR 0041): what the service worker does with a push and with a tap on
 * the notification it shows. The worker Workbox generates loads this module (importScripts of
 * /push-worker.js, built from ./index.ts); its caching is not touched here.
 */

/** The parts of a push event the worker uses (the DOM library has no worker types). */
export interface PushEventLike {
  readonly data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface NotificationClickLike {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
}

const ICON = '/icons/app/icon-192.png';

/** A push the worker cannot read still shows something (browsers require a notification). */
const FALLBACK: PushMessage = { title: AppManifestText.name, body: '', url: '/', tag: 'citybook' };

/** The message a push carries, or the fallback when it carries none or another shape. */
export function messageOf(event: PushEventLike): PushMessage {
  try {
    const parsed = pushMessageSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** Shows the push as a notification; its tap opens `url` (kept in the notification's data). */
export function showPush(scope: PushWorkerScope, event: PushEventLike): Promise<void> {
  const message = messageOf(event);
  return scope.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: ICON,
    badge: ICON,
    data: { url: message.url },
  });
}

/** The app's page a notification opens: its own path on this origin, never another site. */
export function pageOf(scope: PushWorkerScope, data: unknown): string {
  const path =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  const url = new URL(path, scope.location.origin);
  return url.origin === scope.location.origin ? url.href : `${scope.location.origin}/`;
}

/** A tap: an open window of the app goes to the page and comes forward; else a new one opens. */
export async function openFromNotification(
  scope: PushWorkerScope,
  event: NotificationClickLike,
): Promise<void> {
  event.notification.close();
  const page = pageOf(scope, event.notification.data);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    await open.navigate(page);
    await open.focus();
    return;
  }
  await scope.clients.openWindow(page);
}

/** Listens for pushes and taps on their notifications. */
export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    event.waitUntil(showPush(scope, event));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.waitUntil(openFromNotification(scope, event));
  });
}
