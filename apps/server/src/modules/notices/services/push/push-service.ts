import type { PushConfig, PushMessage, PushSubscriptionJson } from '@citybook/contract';
import { NoticeErrors } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import {
  deleteSubscription,
  deleteSubscriptionOf,
  saveSubscription,
  subscriptionsOf,
} from '../../repositories/push-subscription-repo.ts';
import { sendPush } from './push-transport.ts';
import type { VapidSettings } from './vapid.ts';

/** NOTICE-11: the key the browser subscribes with; null when this server sends no pushes. */
export function pushConfigOf(vapid: VapidSettings | undefined): PushConfig {
  return { publicKey: vapid?.publicKey ?? null };
}

/**
 * NOTICE-11: turns notifications on for the member's device. Only https push services in
 * production (the server posts to the address: ADR 0041); refused when the server has no keys.
 */
export async function subscribeDevice(
  db: Kysely<DB>,
  options: { vapid: VapidSettings | undefined; production: boolean },
  userId: number,
  subscription: PushSubscriptionJson,
  now: Date = new Date(),
): Promise<Record<string, never>> {
  if (options.vapid === undefined) {
    throw new HttpError(NoticeErrors.pushUnavailable, 'This server sends no notifications.');
  }
  if (options.production && new URL(subscription.endpoint).protocol !== 'https:') {
    throw new HttpError(NoticeErrors.pushUnavailable, 'Push services are reached over https only.');
  }
  await saveSubscription(
    db,
    userId,
    {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    },
    now.toISOString(),
  );
  return {};
}

/** NOTICE-11: turns them off for the device. */
export async function unsubscribeDevice(
  db: Kysely<DB>,
  userId: number,
  endpoint: string,
): Promise<Record<string, never>> {
  await deleteSubscriptionOf(db, userId, endpoint);
  return {};
}

export interface PushReport {
  /** Devices the push services accepted it for. */
  accepted: number;
  /** Devices forgotten: their push service answered 404 or 410. */
  gone: number;
  /** Devices not reached (the push service failed or refused): the first error. */
  failed: number;
  error?: unknown;
}

/**
 * NOTICE-11, NOTICE-12: the message to each of the member's devices. A device its push service
 * no longer knows is forgotten; one not reached is counted, and the caller decides.
 */
export async function pushToMember(
  db: Kysely<DB>,
  vapid: VapidSettings,
  userId: number,
  message: PushMessage,
): Promise<PushReport> {
  const report: PushReport = { accepted: 0, gone: 0, failed: 0 };
  for (const device of await subscriptionsOf(db, userId)) {
    try {
      if ((await sendPush(device, message, vapid)) === 'gone') {
        await deleteSubscription(db, device.id);
        report.gone += 1;
      } else {
        report.accepted += 1;
      }
    } catch (error) {
      report.failed += 1;
      report.error ??= error;
    }
  }
  return report;
}
