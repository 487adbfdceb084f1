import { NotificationTypeV2, Subtype } from '@apple/app-store-server-library';
import type { StoreNotificationKind } from './store-transaction.ts';

/**
 * What an App Store Server Notification V2 says happened. The state that holds afterwards is the
 * transaction's (from the notification's status and renewal info), not the kind's.
 */
export function appleNotificationKind(
  type: string | undefined,
  subtype: string | undefined,
): StoreNotificationKind {
  switch (type) {
    case NotificationTypeV2.SUBSCRIBED:
      return 'purchase';
    case NotificationTypeV2.DID_RENEW:
      return 'renewal';
    // When the grace period expires, access ends but Apple keeps retrying the charge for up to 60
    // days: the subscription is past due, not ended (an EXPIRED notification ends it).
    case NotificationTypeV2.DID_FAIL_TO_RENEW:
    case NotificationTypeV2.GRACE_PERIOD_EXPIRED:
      return 'renewalFailed';
    case NotificationTypeV2.DID_CHANGE_RENEWAL_STATUS:
      if (subtype === Subtype.AUTO_RENEW_DISABLED) return 'cancelled';
      if (subtype === Subtype.AUTO_RENEW_ENABLED) return 'resumed';
      return 'other';
    case NotificationTypeV2.EXPIRED:
      return 'expired';
    // REVOKE: Family Sharing withdrawn; the purchase is revoked for this member.
    case NotificationTypeV2.REFUND:
    case NotificationTypeV2.REVOKE:
      return 'refunded';
    case NotificationTypeV2.REFUND_REVERSED:
      return 'resumed';
    case NotificationTypeV2.DID_CHANGE_RENEWAL_PREF:
    case NotificationTypeV2.OFFER_REDEEMED:
      return planChangeKind(subtype);
    default:
      return 'other';
  }
}

/**
 * An upgrade takes effect at once and charges a new period (a renewal to another product); a
 * downgrade waits for the next renewal, whose DID_RENEW carries the new product.
 */
function planChangeKind(subtype: string | undefined): StoreNotificationKind {
  if (subtype === Subtype.UPGRADE) return 'renewal';
  if (subtype === Subtype.INITIAL_BUY || subtype === Subtype.RESUBSCRIBE) return 'purchase';
  return 'other';
}
