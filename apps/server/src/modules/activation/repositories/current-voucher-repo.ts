import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';

/*
 * The member's current voucher: a column of the account's row that only activation writes and
 * reads (ADR 0026), so its queries are activation's.
 */

/** The voucher whose activation the member uses now, if any. */
export async function currentVoucherIdOf(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .select('current_voucher_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.current_voucher_id ?? null;
}

export async function setCurrentVoucher(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
  updatedAt: string = nowIso(),
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ current_voucher_id: voucherId, updated_at: updatedAt })
    .where('id', '=', userId)
    .execute();
}
