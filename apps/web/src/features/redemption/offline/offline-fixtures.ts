import { newVerificationCode, type OfflineTicket } from '@citybook/contract/redemption';
import { clear, createStore } from 'idb-keyval';
import { newOfflineRedemption } from './new-offline-redemption.ts';
import type { OfflineRedemption } from './offline-redemption.ts';

let nextOfferId = 100;

let nextTicket = 0;

/** An offline ticket the server issued now for the voucher, good for two days. */
export function anOfflineTicket(activationVoucherId: number, now = new Date()): OfflineTicket {
  nextTicket += 1;
  return {
    id: `ticket-${String(nextTicket).padStart(15, '0')}`,
    activationVoucherId,
    verificationCode: newVerificationCode(),
    issuedAt: now.toISOString(),
    validTo: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
  };
}

/** Empties the device's stores between tests (fake-indexeddb lives as long as the file). */
export async function forgetEverythingKept(): Promise<void> {
  await clear(createStore('citybook-offline', 'redemptions'));
  await clear(createStore('citybook-offline-tickets', 'tickets'));
}

/** A redemption kept on the device, for member `userId`, of a new offer each time, under a ticket. */
export function aKeptRedemption(
  userId: number,
  overrides: Partial<OfflineRedemption> = {},
): OfflineRedemption {
  nextOfferId += 1;
  const offer = { id: nextOfferId, title: `Offer ${String(nextOfferId)}`, savings: 7.5 };
  const merchant = { id: 4, title: 'Luigi’s Bistro' };
  return { ...newOfflineRedemption(userId, 5, merchant, offer, anOfflineTicket(5)), ...overrides };
}
