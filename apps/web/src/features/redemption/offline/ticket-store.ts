import { idSchema } from '@citybook/contract/app';
import { offlineTicketSchema, type OfflineTicket } from '@citybook/contract/redemption';
import { clear, createStore, delMany, set, setMany, values, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';

/**
 * The offline tickets the device holds (issue #27, ADR 0018), in IndexedDB beside the kept
 * redemptions (a store of its own: idb-keyval keeps one store per database). Each names its
 * member; `taken`: a redemption made on the device uses it, so it is not used again.
 */
const keptTicketSchema = z.extend(offlineTicketSchema, { userId: idSchema, taken: z.boolean() });
export type KeptTicket = z.infer<typeof keptTicketSchema>;

let store: UseStore | undefined;
const ticketStore = (): UseStore => (store ??= createStore('citybook-offline-tickets', 'tickets'));

/** Every ticket kept on the device; what cannot be read is skipped. */
export async function listTickets(): Promise<KeptTicket[]> {
  const stored: unknown[] = await values(ticketStore());
  return stored.flatMap((value) => {
    const parsed = z.safeParse(keptTicketSchema, value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Whether the member may redeem under the ticket now, with this activation. */
export const isUsable =
  (userId: number, voucherId: number, now: Date) =>
  (ticket: KeptTicket): boolean =>
    !ticket.taken &&
    ticket.userId === userId &&
    ticket.activationVoucherId === voucherId &&
    Date.parse(ticket.validTo) > now.getTime();

/**
 * The member's tickets become the server's answer; one taken on the device stays taken while the
 * server still answers it (its redemption has not reached the server yet).
 */
export async function replaceTickets(userId: number, tickets: OfflineTicket[]): Promise<void> {
  const kept = await listTickets();
  const taken = new Set(kept.filter((ticket) => ticket.taken).map((ticket) => ticket.id));
  await delMany(
    kept.filter((ticket) => ticket.userId === userId).map((ticket) => ticket.id),
    ticketStore(),
  );
  await setMany(
    tickets.map((ticket) => [ticket.id, { ...ticket, userId, taken: taken.has(ticket.id) }]),
    ticketStore(),
  );
}

/** Whether the device holds a ticket the member may redeem under now. */
export async function hasUsableTicket(
  userId: number,
  voucherId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return (await listTickets()).some(isUsable(userId, voucherId, now));
}

/** A ticket the member may redeem under now, marked taken; undefined when the device has none. */
export async function takeTicket(
  userId: number,
  voucherId: number,
  now: Date = new Date(),
): Promise<OfflineTicket | undefined> {
  const ticket = (await listTickets()).find(isUsable(userId, voucherId, now));
  if (!ticket) return undefined;
  await set(ticket.id, { ...ticket, taken: true }, ticketStore());
  const { userId: _member, taken: _taken, ...offlineTicket } = ticket;
  return offlineTicket;
}

/**
 * When a session ends (issue #27): every ticket goes. They were issued to that session, and a
 * redemption waiting on the device carries its own ticket's id and code.
 */
export function forgetTickets(): Promise<void> {
  return clear(ticketStore());
}
