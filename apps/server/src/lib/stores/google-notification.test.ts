import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseGoogleNotification } from './google-notification.ts';
import { StoreProofError } from './store-transaction.ts';
import { pubsubPush, subscriptionNotification, TestPackage } from './test-google/pubsub-push.ts';

const TOKEN = 'pmfhhnbbjokdkhgpbagllkce.AO-J1OxTestActiveToken';

describe('Google Play developer notifications', () => {
  it.each([
    [1, 'renewal'],
    [2, 'renewal'],
    [3, 'cancelled'],
    [4, 'purchase'],
    [5, 'renewalFailed'],
    [6, 'renewalFailed'],
    [7, 'resumed'],
    [9, 'other'],
    [10, 'other'],
    [12, 'refunded'],
    [13, 'expired'],
    [20, 'other'],
  ] as const)('subscription notification type %i: %s', (type, kind) => {
    const push = pubsubPush(subscriptionNotification(type, TOKEN));
    expect(parseGoogleNotification(push, TestPackage)).toEqual({
      notificationId: '136969346945',
      sentAt: '2026-03-10T10:00:00.000Z',
      kind,
      purchaseToken: TOKEN,
    });
  });

  it("names a voided subscription's token to look up; a voided one-time product has none", () => {
    const voided = (productType: number) =>
      pubsubPush({
        version: '1.0',
        packageName: TestPackage,
        eventTimeMillis: 1773136800000,
        voidedPurchaseNotification: {
          purchaseToken: TOKEN,
          orderId: 'GPA.3312-7604-2741-19052',
          productType,
          refundType: 1,
        },
      });
    expect(parseGoogleNotification(voided(1), TestPackage)).toMatchObject({
      kind: 'refunded',
      purchaseToken: TOKEN,
    });
    expect(parseGoogleNotification(voided(2), TestPackage)).toMatchObject({
      kind: 'other',
      purchaseToken: null,
    });
  });

  it('takes a test notification, with nothing to look up', () => {
    const push = pubsubPush({
      version: '1.0',
      packageName: TestPackage,
      eventTimeMillis: '1773136800000',
      testNotification: { version: '1.0' },
    });
    expect(parseGoogleNotification(push, TestPackage)).toMatchObject({
      kind: 'other',
      purchaseToken: null,
    });
  });

  it('names a push without a messageId by its data', () => {
    const push = pubsubPush(subscriptionNotification(2, TOKEN), null);
    expect(parseGoogleNotification(push, TestPackage).notificationId).toBe(
      createHash('sha256').update(push.message.data).digest('hex'),
    );
  });

  it("refuses another app's notification and what is not one", () => {
    const otherApp = { ...subscriptionNotification(4, TOKEN), packageName: 'com.example.other' };
    const pushes = [
      pubsubPush(otherApp),
      { message: { data: 'not base64 json!' } },
      pubsubPush({ hello: 'world' }),
      pubsubPush({ ...subscriptionNotification(4, TOKEN), eventTimeMillis: '9'.repeat(16) }),
    ];
    for (const push of pushes)
      expect(() => parseGoogleNotification(push, TestPackage)).toThrow(StoreProofError);
  });
});
