import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, OfflineTicketTable } from '../../../db/schema.ts';

export type OfflineTicketRow = Selectable<OfflineTicketTable>;

/**
 * The session's tickets for the voucher that no redemption used, issued after `issuedAfter` and
 * still vouching after `now`, oldest first.
 */
export async function unusedTicketsOfSession(
  db: Kysely<DB>,
  voucherId: number,
  sessionId: number,
  issuedAfter: string,
  now: string,
): Promise<OfflineTicketRow[]> {
  return db
    .selectFrom('offline_ticket')
    .leftJoin('redemption', 'redemption.offline_ticket_id', 'offline_ticket.id')
    .selectAll('offline_ticket')
    .where('offline_ticket.activation_voucher_id', '=', voucherId)
    .where('offline_ticket.session_id', '=', sessionId)
    .where('offline_ticket.issued_at', '>', issuedAfter)
    .where('offline_ticket.valid_to', '>', now)
    .where('redemption.id', 'is', null)
    .orderBy('offline_ticket.issued_at')
    .orderBy('offline_ticket.id')
    .execute();
}

/** Writes a ticket; undefined when its id or code is taken already (the caller draws again). */
export async function insertTicketUnlessTaken(
  db: Kysely<DB>,
  ticket: Insertable<OfflineTicketTable>,
): Promise<OfflineTicketRow | undefined> {
  return db
    .insertInto('offline_ticket')
    .values(ticket)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The voucher's ticket with this id; another voucher's (another member's) is never found. */
export async function findTicketOfVoucher(
  db: Kysely<DB>,
  voucherId: number,
  ticket: string,
): Promise<OfflineTicketRow | undefined> {
  return db
    .selectFrom('offline_ticket')
    .selectAll()
    .where('activation_voucher_id', '=', voucherId)
    .where('ticket', '=', ticket)
    .executeTakeFirst();
}

/** Whether a redemption was made under the ticket. */
export async function isTicketUsed(db: Kysely<DB>, ticketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('redemption')
    .select('id')
    .where('offline_ticket_id', '=', ticketId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a ticket holds the code for the redemption it will make. */
export async function isCodeReserved(db: Kysely<DB>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('offline_ticket')
    .select('id')
    .where('verification_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a redemption has the code. */
export async function isCodeOfRedemption(db: Kysely<DB>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('redemption')
    .select('id')
    .where('verification_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the voucher's tickets that ended before `before`: they can vouch for nothing more. */
export async function deleteTicketsEndedBefore(
  db: Kysely<DB>,
  voucherId: number,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('offline_ticket')
    .where('activation_voucher_id', '=', voucherId)
    .where('valid_to', '<', before)
    .execute();
}
