import { createHash } from 'node:crypto';
import type { googleNotificationRequestSchema } from '@citybook/contract';
import { z } from 'zod';
import { StoreProofError, type StoreNotificationKind } from './store-transaction.ts';

/** The Pub/Sub push Google Play's real-time developer notifications arrive in. */
export type GooglePush = z.infer<typeof googleNotificationRequestSchema>;

/**
 * What a push asks us to look up. A push is only a hint: its token proves Pub/Sub sent it (checked
 * first, pubsub-push-auth.ts), but the state always comes from asking Google about the purchase
 * token (GooglePlay.verifyNotification).
 */
export interface GoogleNotificationHint {
  /** Pub/Sub's messageId: the same on each redelivery. */
  notificationId: string;
  /** When the event happened (eventTimeMillis), ISO-8601 UTC with ms. */
  sentAt: string;
  kind: StoreNotificationKind;
  /** The subscription's purchase token to look up; null when there is nothing to look up. */
  purchaseToken: string | null;
}

/** A `long`, which Google writes as text; bounded to what a Date holds. */
const millis = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,16}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(8_640_000_000_000_000));

const developerNotificationSchema = z.object({
  packageName: z.string(),
  eventTimeMillis: millis,
  subscriptionNotification: z
    .object({ notificationType: z.number().int(), purchaseToken: z.string().min(1) })
    .optional(),
  voidedPurchaseNotification: z
    .object({ purchaseToken: z.string().min(1), productType: z.number().int() })
    .optional(),
});

/** SubscriptionNotification.notificationType; the others (price changes, pauses …): 'other'. */
const subscriptionKinds: Partial<Record<number, StoreNotificationKind>> = {
  1: 'renewal', // SUBSCRIPTION_RECOVERED: from account hold, by a successful charge
  2: 'renewal', // SUBSCRIPTION_RENEWED
  3: 'cancelled', // SUBSCRIPTION_CANCELED
  4: 'purchase', // SUBSCRIPTION_PURCHASED
  5: 'renewalFailed', // SUBSCRIPTION_ON_HOLD
  6: 'renewalFailed', // SUBSCRIPTION_IN_GRACE_PERIOD
  7: 'resumed', // SUBSCRIPTION_RESTARTED
  12: 'refunded', // SUBSCRIPTION_REVOKED
  13: 'expired', // SUBSCRIPTION_EXPIRED
};

const PRODUCT_TYPE_SUBSCRIPTION = 1;

/** Decodes a push of this app's notifications; anything else is a StoreProofError. */
export function parseGoogleNotification(
  push: GooglePush,
  packageName: string,
): GoogleNotificationHint {
  const { data, messageId } = push.message;
  const notification = developerNotificationSchema.safeParse(decodeJson(data));
  if (!notification.success)
    throw new StoreProofError('The push is not a Google Play developer notification');
  const {
    packageName: app,
    eventTimeMillis,
    subscriptionNotification,
    voidedPurchaseNotification,
  } = notification.data;
  if (app !== packageName) throw new StoreProofError(`The push is about another app (${app})`);
  const base = {
    notificationId: messageId ?? createHash('sha256').update(data).digest('hex'),
    sentAt: new Date(eventTimeMillis).toISOString(),
  };
  if (subscriptionNotification)
    return {
      ...base,
      kind: subscriptionKinds[subscriptionNotification.notificationType] ?? 'other',
      purchaseToken: subscriptionNotification.purchaseToken,
    };
  if (voidedPurchaseNotification?.productType === PRODUCT_TYPE_SUBSCRIPTION)
    return { ...base, kind: 'refunded', purchaseToken: voidedPurchaseNotification.purchaseToken };
  return { ...base, kind: 'other', purchaseToken: null };
}

function decodeJson(base64: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
