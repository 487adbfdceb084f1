import {
  ActivationErrors,
  ActivationText,
  type ErrorAnswer,
  isValidActivationCode,
  normalizeActivationCode,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';

const invalid = (answer: ErrorAnswer) =>
  new HttpError(answer, ActivationText.invalidOrInUse(answer.code));

/**
 * Turns a printed code into a voucher of the member and makes it current. The unique voucher per
 * code decides between two accounts activating the same code at the same moment.
 */
export async function activateCode(db: Kysely<DB>, userId: number, input: string): Promise<number> {
  if (!isValidActivationCode(input)) throw invalid(ActivationErrors.invalidCode);
  const code = await db
    .selectFrom('activation_code')
    .selectAll()
    .where('code', '=', normalizeActivationCode(input))
    .executeTakeFirst();
  if (!code) throw invalid(ActivationErrors.invalidCode);

  const ownerOf = async () =>
    db
      .selectFrom('activation_voucher')
      .select('user_id')
      .where('activation_code_id', '=', code.id)
      .executeTakeFirst();
  const refuseUsed = (owner: { user_id: number | null }) =>
    owner.user_id === userId
      ? new HttpError(ActivationErrors.codeAlreadyActivated, ActivationText.alreadyActivated)
      : invalid(ActivationErrors.codeUsedElsewhere);

  const existing = await ownerOf();
  if (existing) throw refuseUsed(existing);
  const now = nowIso();
  if (code.expires_at <= now)
    throw new HttpError(ActivationErrors.codeExpired, ActivationText.expired);

  const voucherId = await db.transaction().execute(async (trx) => {
    const voucher = await trx
      .insertInto('activation_voucher')
      .values({
        user_id: userId,
        kind: 'BOOK',
        activation_code_id: code.id,
        code: code.code,
        offers_valid_to: code.offers_valid_to,
        created_at: now,
      })
      .onConflict((oc) => oc.column('activation_code_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!voucher) return null;
    await trx
      .updateTable('app_user')
      .set({ current_voucher_id: voucher.id, updated_at: now })
      .where('id', '=', userId)
      .execute();
    return voucher.id;
  });
  if (voucherId === null) {
    const winner = await ownerOf();
    throw refuseUsed(winner ?? { user_id: null });
  }
  return voucherId;
}
