import { randomBytes } from 'node:crypto';
import {
  MAX_OFFLINE_AGE_MS,
  newVerificationCode,
  OFFLINE_REDEMPTION_LIMIT,
  OFFLINE_TICKET_RENEW_MS,
  OFFLINE_TICKET_TTL_MS,
  RedeemText,
  RedemptionErrors,
  type OfflineTicket,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { currentVoucherIdOfMember, voucherOfMember } from '../../activation/index.ts';
import {
  deleteTicketsEndedBefore,
  insertTicketUnlessTaken,
  isCodeOfRedemption,
  unusedTicketsOfSession,
  type OfflineTicketRow,
} from '../repositories/offline-ticket-repo.ts';

/** Tries at a free code and id; a clash is one in a billion per ticket (ADR 0014). */
const TICKET_ATTEMPTS = 5;

const isoAt = (ms: number) => new Date(ms).toISOString();

/**
 * Issue #27 item 2 (ADR 0018): the session's offline tickets for the member's current activation,
 * topped up to OFFLINE_REDEMPTION_LIMIT. A ticket issued more than OFFLINE_TICKET_TTL_MS −
 * OFFLINE_TICKET_RENEW_MS ago is not handed out again (a fresh one takes its place), so a device
 * online every day always holds tickets good for a day or more. Tickets that can vouch for
 * nothing more are forgotten here.
 */
export async function offlineTicketsOf(
  db: Kysely<DB>,
  user: { userId: number; sessionId: number },
  voucherId: number,
): Promise<OfflineTicket[]> {
  const voucher = await voucherOfMember(db, user.userId, voucherId);
  const current = await currentVoucherIdOfMember(db, user.userId);
  if (!voucher || voucher.deactivated_at !== null || current !== voucher.id) {
    throw new HttpError(RedemptionErrors.notActivated, RedeemText.notActivated);
  }
  const now = Date.now();
  if (voucher.offers_valid_to <= isoAt(now)) {
    throw new HttpError(RedemptionErrors.activationExpired, RedeemText.activationExpired);
  }
  await deleteTicketsEndedBefore(db, voucher.id, isoAt(now - MAX_OFFLINE_AGE_MS));
  const fresh = await unusedTicketsOfSession(
    db,
    voucher.id,
    user.sessionId,
    isoAt(now - (OFFLINE_TICKET_TTL_MS - OFFLINE_TICKET_RENEW_MS)),
    isoAt(now),
  );
  const tickets = fresh.slice(0, OFFLINE_REDEMPTION_LIMIT);
  while (tickets.length < OFFLINE_REDEMPTION_LIMIT) {
    tickets.push(await issueTicket(db, voucher, user.sessionId, now));
  }
  return tickets.map(asOfflineTicket);
}

async function issueTicket(
  db: Kysely<DB>,
  voucher: Pick<VoucherRow, 'id' | 'offers_valid_to'>,
  sessionId: number,
  now: number,
): Promise<OfflineTicketRow> {
  const end = isoAt(now + OFFLINE_TICKET_TTL_MS);
  for (let attempt = 0; attempt < TICKET_ATTEMPTS; attempt++) {
    // Reserved apart from every redemption's code; the unique index keeps tickets' apart.
    const code = newVerificationCode();
    if (await isCodeOfRedemption(db, code)) continue;
    const row = await insertTicketUnlessTaken(db, {
      ticket: randomBytes(16).toString('base64url'),
      activation_voucher_id: voucher.id,
      session_id: sessionId,
      verification_code: code,
      issued_at: isoAt(now),
      valid_to: end < voucher.offers_valid_to ? end : voucher.offers_valid_to,
    });
    if (row) return row;
  }
  throw new Error(`No free offline ticket code in ${String(TICKET_ATTEMPTS)} tries`);
}

function asOfflineTicket(row: OfflineTicketRow): OfflineTicket {
  return {
    id: row.ticket,
    activationVoucherId: row.activation_voucher_id,
    verificationCode: row.verification_code,
    issuedAt: row.issued_at,
    validTo: row.valid_to,
  };
}
