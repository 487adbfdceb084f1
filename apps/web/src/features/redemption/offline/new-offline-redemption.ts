import type { Merchant, Offer } from '@citybook/contract/catalog';
import type { OfflineTicket, Redemption } from '@citybook/contract/redemption';
import type { OfflineRedemption } from './offline-redemption.ts';

/**
 * A redemption as the device makes it (ADR 0018): its own idempotency key, stamped now, under an
 * offline ticket it holds (issue #27), whose reserved code is the one the server keeps and the
 * counter screen shows. Sent at once when it can be; kept and sent later when not. Without a
 * ticket nothing is kept: the server would neither believe the moment nor know the code.
 */
export function newOfflineRedemption(
  userId: number,
  activationVoucherId: number,
  merchant: Pick<Merchant, 'id' | 'title'>,
  offer: Pick<Offer, 'id' | 'title' | 'savings'>,
  ticket: OfflineTicket,
  now: Date = new Date(),
): OfflineRedemption {
  return {
    userId,
    offerId: offer.id,
    activationVoucherId,
    idempotencyKey: crypto.randomUUID(),
    redeemedAt: now.toISOString(),
    verificationCode: ticket.verificationCode,
    offlineTicket: ticket.id,
    merchantId: merchant.id,
    merchantName: merchant.title,
    offerTitle: offer.title,
    savings: offer.savings,
  };
}

/** What the counter screen shows of a redemption kept on the device (no server id yet). */
export function asRedemption(entry: OfflineRedemption): Redemption {
  return {
    id: 0,
    merchantName: entry.merchantName,
    merchantId: entry.merchantId,
    offerId: entry.offerId,
    offerTitle: entry.offerTitle,
    savings: entry.savings,
    redeemedAt: entry.redeemedAt,
    verificationCode: entry.verificationCode,
  };
}
