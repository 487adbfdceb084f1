import type { Redemption } from '@citybook/contract';

/** A redemption of Luigi’s Bistro’s free dessert, as the server answers it; `change` overrides. */
export function aRedemption(change: Partial<Redemption> = {}): Redemption {
  return {
    id: 70,
    merchantName: 'Luigi’s Bistro',
    merchantId: 4,
    offerId: 1,
    offerTitle: 'Free dessert',
    savings: 12,
    redeemedAt: '2026-03-05T18:30:00.000Z',
    verificationCode: 'K7P2QX',
    ...change,
  };
}
