import {
  ActivationErrors,
  ActivationText,
  type ErrorAnswer,
  isValidActivationCode,
  normalizeActivationCode,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { currentVoucherIdOf, setCurrentVoucher } from '../repositories/current-voucher-repo.ts';
import { findActivationCode } from '../repositories/activation-code-repo.ts';
import { scheduleBookExpiryReminders } from './subscription-notices.ts';
import {
  codeOwner,
  findVoucher,
  insertBookVoucherUnlessUsed,
} from '../repositories/voucher-repo.ts';

const DAY_MS = 86_400_000;

const invalid = (answer: ErrorAnswer) =>
  new HttpError(answer, ActivationText.invalidOrInUse(answer.code));

/**
 * Whether the member's current voucher still runs past `validTo`: adding a shorter code must not
 * cut the activation short (issue #15 item 19), so the longer one stays current and the member
 * may switch in the voucher selector.
 */
function outlasts(current: VoucherRow | undefined, validTo: string, now: string): boolean {
  return (
    current !== undefined &&
    current.deactivated_at === null &&
    current.offers_valid_to > now &&
    current.offers_valid_to > validTo
  );
}

/**
 * Turns a printed code into a voucher of the member and makes it current, unless the current
 * voucher runs longer. The unique voucher per
 * code decides between two accounts activating the same code at the same moment.
 */
export async function activateCode(db: Kysely<DB>, userId: number, input: string): Promise<void> {
  if (!isValidActivationCode(input)) throw invalid(ActivationErrors.invalidCode);
  const code = await findActivationCode(db, normalizeActivationCode(input));
  if (!code) throw invalid(ActivationErrors.invalidCode);

  const refuseUsed = (owner: { user_id: number | null }) =>
    owner.user_id === userId
      ? new HttpError(ActivationErrors.codeAlreadyActivated, ActivationText.alreadyActivated)
      : invalid(ActivationErrors.codeUsedElsewhere);

  // OPERATOR-17: an activated code keeps working whatever was voided after; its owner is told so.
  const existing = await codeOwner(db, code.id);
  if (existing) throw refuseUsed(existing);
  if (code.withdrawn_at !== null)
    throw new HttpError(ActivationErrors.codeWithdrawn, ActivationText.withdrawn);
  const now = nowIso();
  // OPERATOR-13: a code can be activated until its edition ends.
  if (code.activatable_until <= now)
    throw new HttpError(ActivationErrors.codeExpired, ActivationText.expired);
  // OPERATOR-15: a batch may give a number of days from the activation instead of the edition's end.
  const offersValidTo =
    code.activation_days === null
      ? code.offers_valid_to
      : new Date(Date.parse(now) + code.activation_days * DAY_MS).toISOString();

  const voucherId = await db.transaction().execute(async (trx) => {
    const id = await insertBookVoucherUnlessUsed(trx, {
      user_id: userId,
      kind: 'BOOK',
      activation_code_id: code.id,
      code: code.code,
      offers_valid_to: offersValidTo,
      created_at: now,
    });
    if (id === undefined) return null;
    // NOTICE-8: the reminders before the book ends, with the activation.
    await scheduleBookExpiryReminders(trx, { id, userId, endsAt: offersValidTo }, new Date(now));
    const currentId = await currentVoucherIdOf(trx, userId);
    const current = currentId === null ? undefined : await findVoucher(trx, currentId);
    if (!outlasts(current, offersValidTo, now)) await setCurrentVoucher(trx, userId, id, now);
    return id;
  });
  if (voucherId === null) {
    const winner = await codeOwner(db, code.id);
    throw refuseUsed(winner ?? { user_id: null });
  }
}
