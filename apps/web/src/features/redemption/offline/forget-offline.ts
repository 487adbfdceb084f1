import type { SessionEnding } from '../../../lib/session-end.ts';
import { isWaiting } from './offline-redemption.ts';
import { canKeepOffline, forgetAnswered, listOffline } from './offline-store.ts';
import { forgetTickets } from './ticket-store.ts';
import { setWaitingHint } from './waiting-hint.ts';

/**
 * Issue #27: what this device keeps of a member for redeeming with no signal goes when their
 * session ends — their offline tickets, and every redemption the server has answered. Only the
 * redemptions still waiting to be sent stay, each for its own member (ADR 0018); an erased
 * account's go too.
 */
export async function forgetOfflineRecords({ userId, erased }: SessionEnding): Promise<void> {
  if (!canKeepOffline()) return;
  await Promise.all([forgetTickets(), forgetAnswered(erased ? userId : undefined)]);
  setWaitingHint((await listOffline()).some(isWaiting));
}
