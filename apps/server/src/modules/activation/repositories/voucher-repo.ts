import type { Insertable, Kysely } from 'kysely';
import type { ActivationVoucherTable, DB, VoucherRow } from '../../../db/schema.ts';

export type NewVoucher = Insertable<ActivationVoucherTable>;

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

/** The member's vouchers, oldest first (a subscription still being paid is none yet). */
export async function vouchersOfUser(db: Kysely<DB>, userId: number): Promise<VoucherRow[]> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('subscription_status', 'is', null), eb('subscription_status', '<>', 'pending')]),
    )
    .orderBy('id')
    .execute();
}

/** Who activated the printed code, if anyone has (null: an account since deleted). */
export async function codeOwner(
  db: Kysely<DB>,
  activationCodeId: number,
): Promise<{ user_id: number | null } | undefined> {
  return db
    .selectFrom('activation_voucher')
    .select('user_id')
    .where('activation_code_id', '=', activationCodeId)
    .executeTakeFirst();
}

/**
 * The voucher of a printed code, and its id; undefined when the code has one already: the unique
 * voucher per code decides between two accounts activating it at the same moment.
 */
export async function insertBookVoucherUnlessUsed(
  db: Kysely<DB>,
  voucher: NewVoucher,
): Promise<number | undefined> {
  const row = await db
    .insertInto('activation_voucher')
    .values(voucher)
    .onConflict((oc) => oc.column('activation_code_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertVoucher(db: Kysely<DB>, voucher: NewVoucher): Promise<number> {
  const row = await db
    .insertInto('activation_voucher')
    .values(voucher)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
