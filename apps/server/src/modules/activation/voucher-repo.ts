import { formatActivationCode, type Voucher } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../db/schema.ts';

export async function findVoucher(db: Kysely<DB>, id: number): Promise<VoucherRow | undefined> {
  return db.selectFrom('activation_voucher').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A voucher of this user, or undefined: another member's voucher is never found. */
export async function findOwnVoucher(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
): Promise<VoucherRow | undefined> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('id', '=', voucherId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listVouchers(db: Kysely<DB>, userId: number): Promise<Voucher[]> {
  const [user, rows] = await Promise.all([
    db
      .selectFrom('app_user')
      .select('current_voucher_id')
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('activation_voucher')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    code: formatActivationCode(row.code),
    currentVoucher: row.id === user?.current_voucher_id,
    activationVoucherId: row.id,
  }));
}
