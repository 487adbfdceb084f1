import * as z from 'zod/mini';

/*
 * NOTICE-11, NOTICE-12 (ADR 0041): Web Push on the member's devices. One place for the shapes the
 * server, the web page and the service worker share, and the words they show.
 */

/** What the web page needs to subscribe: the server's VAPID public key, or null (push is off). */
export const pushConfigSchema = z.object({ publicKey: z.nullable(z.string()) });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/**
 * A browser's PushSubscription as `toJSON()` gives it: its push service's address and the keys
 * the messages are encrypted to (RFC 8291). The server posts only to https addresses in production.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(1000)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** Forgets one device: the browser's push address. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().check(z.maxLength(1000)),
});

/**
 * The message a push carries to the service worker (JSON, encrypted): what it shows and the page
 * a tap opens (a path of the app).
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's path a tap opens. */
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  /** Same tag, one notification: a repeat replaces the one shown. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** How long a push service keeps a message for a device that is off (the TTL header), in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The preferences page's control for this device (NOTICE-11). */
export const PushDeviceText = {
  title: 'Notifications on this device',
  intro:
    'Get your book expiry reminders and word that a coupon you used offline is recorded as notifications on this device. The choice is for this device and browser only.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off notifications on this device',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  working: 'One moment…',
  unsupported:
    'This browser cannot show notifications from Citybook. On an iPhone or iPad, add Citybook to your Home Screen first, then open it from there.',
  unavailable: 'Notifications are not available on this server yet.',
  blocked:
    'Your browser blocks notifications from Citybook. To get them, allow notifications for this site in your browser’s site settings, then come back and turn them on.',
  dismissed: 'Notifications stay off: your browser did not give permission.',
  failed: 'Sorry, we were unable to change notifications on this device. Please try again later.',
  nativeNote:
    'In the Citybook app, your book expiry reminders come as the app’s notifications: allow them in your phone’s settings.',
} as const;

/** What the pushes say (NOTICE-11, NOTICE-12). */
export const PushText = {
  bookExpiryTitle: 'Your Citybook book ends soon',
  bookExpiryBody: (daysLeft: number, endsOn: string) =>
    `Your Citybook book ends in ${String(daysLeft)} ${daysLeft === 1 ? 'day' : 'days'}, on ${endsOn}. Use your coupons while you can.`,
  redemptionSyncedTitle: 'Your redemption synced',
  redemptionSyncedBody: (offerTitle: string, merchantName: string) =>
    `${offerTitle} at ${merchantName}, used while you were offline, is now recorded.`,
} as const;

/**
 * NOTICE-13: a reminder the native shell schedules as a local notification (the
 * `ScheduleReminders` message of docs/native-shell.md): the same reminder a push brings.
 */
export interface NativeReminder {
  /** Names it once: `book-expiry:<activation>:<days>`. */
  id: string;
  /** When to show it (ISO 8601). */
  at: string;
  title: string;
  body: string;
  /** The app's path a tap opens. */
  url: string;
}

/** Days as the reminders name them: "March 3, 2027" (the day in UTC, as the mails say it). */
export const reminderDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
