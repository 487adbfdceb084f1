import {
  MAX_OFFLINE_AGE_MS,
  OfflineTicketText,
  RedeemedAtText,
  RedeemText,
  RedemptionErrors,
} from '@citybook/contract';
import type { OfflineTicketTable, VoucherRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';

/** How far a device's clock may be from the server's (ADR 0014). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The moment a redemption is recorded at: the server's now, or the device's `redeemedAt` when the
 * server can vouch for it (issue #27, ADR 0018): it lies within the offline ticket the device
 * redeemed under (a clock up to the skew behind is taken as the ticket's start), within the
 * voucher's activation, not in the future (beyond the skew, and then taken as now) and not older
 * than the bound. Throws the clear answer otherwise.
 */
export function redemptionMoment(
  voucher: Pick<VoucherRow, 'created_at' | 'offers_valid_to'>,
  redeemedAt: string | undefined,
  ticket: Pick<OfflineTicketTable, 'issued_at' | 'valid_to'> | undefined,
  now: Date,
): string {
  const moment =
    redeemedAt === undefined ? now.toISOString() : vouchedMoment(redeemedAt, ticket, now);
  if (moment < voucher.created_at) {
    throw outOfRange(RedeemedAtText.beforeActivation);
  }
  if (voucher.offers_valid_to <= moment) {
    throw new HttpError(RedemptionErrors.activationExpired, RedeemText.activationExpired);
  }
  if (ticket && redeemedAt !== undefined && ticket.valid_to <= moment) {
    throw outOfRange(OfflineTicketText.afterTicket);
  }
  return moment;
}

/** The device's moment, bounded by the server's clock and the ticket's start. */
function vouchedMoment(
  redeemedAt: string,
  ticket: Pick<OfflineTicketTable, 'issued_at'> | undefined,
  now: Date,
): string {
  const at = Date.parse(redeemedAt);
  if (at > now.getTime() + CLOCK_SKEW_MS) throw outOfRange(RedeemedAtText.future);
  if (at < now.getTime() - MAX_OFFLINE_AGE_MS) throw outOfRange(RedeemedAtText.tooOld);
  if (!ticket) throw outOfRange(OfflineTicketText.missing);
  const issuedAt = Date.parse(ticket.issued_at);
  if (at < issuedAt - CLOCK_SKEW_MS) throw outOfRange(OfflineTicketText.beforeTicket);
  return new Date(Math.min(Math.max(at, issuedAt), now.getTime())).toISOString();
}

const outOfRange = (message: string) =>
  new HttpError(RedemptionErrors.redeemedAtOutOfRange, message);
