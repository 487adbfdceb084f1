import type { GooglePush } from '../google-notification.ts';

export const TestPackage = 'app.citybook.mobileplus';

/** A developer notification as Pub/Sub pushes it: base64 JSON in `message.data`; null: no id. */
export function pubsubPush(
  notification: object,
  messageId: string | null = '136969346945',
): GooglePush {
  return {
    message: {
      data: Buffer.from(JSON.stringify(notification)).toString('base64'),
      messageId: messageId ?? undefined,
    },
    subscription: 'projects/citybook-test/subscriptions/play-notifications',
  };
}

/** A SubscriptionNotification of `type` (4 purchased, 2 renewed, 3 canceled, 12 revoked …). */
export function subscriptionNotification(notificationType: number, purchaseToken: string) {
  return {
    version: '1.0',
    packageName: TestPackage,
    eventTimeMillis: '1773136800000',
    subscriptionNotification: {
      version: '1.0',
      notificationType,
      purchaseToken,
      subscriptionId: '2',
    },
  };
}
