import { createContext, useContext } from 'react';

/**
 * The offers the member redeemed on this device with no signal, for their current voucher, not yet
 * recorded by Citybook (ADR 0018): the catalogue's cards and pages show them redeemed until the
 * server's own flag takes over (issue #32 item 5). The root provides it, since features do not
 * import each other.
 */
export const RedeemedOnDeviceContext = createContext<ReadonlySet<number>>(new Set());

/** Whether this offer waits on this device as redeemed offline. */
export function useRedeemedOnDevice(offerId: number): boolean {
  return useContext(RedeemedOnDeviceContext).has(offerId);
}
