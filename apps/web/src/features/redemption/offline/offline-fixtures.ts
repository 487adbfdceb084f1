import { clear, createStore } from 'idb-keyval';
import { newOfflineRedemption } from './new-offline-redemption.ts';
import type { OfflineRedemption } from './offline-redemption.ts';

let nextOfferId = 100;

/** A redemption kept on the device, for member `userId`, of a new offer each time. */
export function aKeptRedemption(
  userId: number,
  overrides: Partial<OfflineRedemption> = {},
): OfflineRedemption {
  nextOfferId += 1;
  const offer = { id: nextOfferId, title: `Offer ${String(nextOfferId)}`, savings: 7.5 };
  return {
    ...newOfflineRedemption(userId, 5, { id: 4, title: 'Luigi’s Bistro' }, offer),
    ...overrides,
  };
}

/** Empties the device's store between tests (fake-indexeddb lives as long as the file). */
export function forgetEverythingKept(): Promise<void> {
  return clear(createStore('citybook-offline', 'redemptions'));
}
