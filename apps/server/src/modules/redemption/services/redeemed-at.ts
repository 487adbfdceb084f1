import {
  MAX_OFFLINE_AGE_MS,
  RedeemedAtText,
  RedeemText,
  RedemptionErrors,
} from '@citybook/contract';
import type { VoucherRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';

/** How far ahead of the server's clock a device's may be (ADR 0014). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The moment a redemption is recorded at: the server's now, or the device's `redeemedAt` when it
 * lies within the voucher's activation, not in the future (beyond the skew allowed, and then
 * taken as now) and not older than the bound. Throws the clear answer otherwise.
 */
export function redemptionMoment(
  voucher: Pick<VoucherRow, 'created_at' | 'offers_valid_to'>,
  redeemedAt: string | undefined,
  now: Date,
): string {
  const nowIso = now.toISOString();
  const at = redeemedAt === undefined ? now : new Date(redeemedAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new HttpError(RedemptionErrors.redeemedAtOutOfRange, RedeemedAtText.future);
  }
  if (at.getTime() < now.getTime() - MAX_OFFLINE_AGE_MS) {
    throw new HttpError(RedemptionErrors.redeemedAtOutOfRange, RedeemedAtText.tooOld);
  }
  const moment = at.getTime() > now.getTime() ? nowIso : at.toISOString();
  if (moment < voucher.created_at) {
    throw new HttpError(RedemptionErrors.redeemedAtOutOfRange, RedeemedAtText.beforeActivation);
  }
  if (voucher.offers_valid_to <= moment) {
    throw new HttpError(RedemptionErrors.activationExpired, RedeemText.activationExpired);
  }
  return moment;
}
