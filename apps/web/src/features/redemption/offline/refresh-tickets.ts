import {
  OFFLINE_REDEMPTION_LIMIT,
  OFFLINE_TICKET_RENEW_MS,
  OFFLINE_TICKET_TTL_MS,
} from '@citybook/contract/redemption';
import { getOfflineTickets } from '../api/get-offline-tickets.ts';
import { canKeepOffline } from './offline-store.ts';
import { isUsable, listTickets, replaceTickets } from './ticket-store.ts';

/**
 * How often, at most, a tab asks for tickets while it holds fewer than it could: a ticket a
 * redemption on the device took is answered again until that redemption reaches the server.
 */
export const TICKET_REFRESH_MS = 5 * 60_000;

let lastAsked: { key: string; at: number } | undefined;

/**
 * Fetches the member's offline tickets (issue #27) while online, when the device holds fewer
 * usable ones than the limit, or one the server would replace, for this activation.
 */
export async function refreshTickets(
  userId: number,
  voucherId: number,
  now: Date = new Date(),
): Promise<void> {
  if (!canKeepOffline()) return;
  const usable = (await listTickets()).filter(isUsable(userId, voucherId, now));
  const renewBefore = now.getTime() - (OFFLINE_TICKET_TTL_MS - OFFLINE_TICKET_RENEW_MS);
  const enough =
    usable.length >= OFFLINE_REDEMPTION_LIMIT &&
    usable.every((ticket) => Date.parse(ticket.issuedAt) > renewBefore);
  if (enough) return;
  const key = `${String(userId)}:${String(voucherId)}`;
  if (lastAsked?.key === key && now.getTime() - lastAsked.at < TICKET_REFRESH_MS) return;
  lastAsked = { key, at: now.getTime() };
  await replaceTickets(userId, await getOfflineTickets(voucherId));
}

/** Forgets when this tab last asked (tests start each from scratch). */
export function forgetTicketRefresh(): void {
  lastAsked = undefined;
}
