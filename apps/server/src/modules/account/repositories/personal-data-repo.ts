import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * Detaches the records kept after an account is deleted from the person (issue #14 item 7).
 * Vouchers, redemptions and charges stay for the businesses' counts and the accounts, with no user
 * id; the card (brand, last 4, expiry, gateway token) goes, from the saved card and the ledger.
 * The foreign keys would null the user ids on their own, but not the card columns, so this says
 * it all in one place, and deleting the user row afterwards removes sessions and tokens (cascade).
 */
export async function detachKeptRecords(db: Kysely<DB>, userId: number): Promise<void> {
  const vouchers = db.selectFrom('activation_voucher').select('id').where('user_id', '=', userId);
  await db.deleteFrom('payment_instrument').where('voucher_id', 'in', vouchers).execute();
  await db
    .updateTable('payment')
    .set({ user_id: null, card_brand: null, card_last4: null })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('voucher_id', 'in', vouchers)]))
    .execute();
  await db.updateTable('redemption').set({ user_id: null }).where('user_id', '=', userId).execute();
  await db
    .updateTable('activation_voucher')
    .set({ user_id: null })
    .where('user_id', '=', userId)
    .execute();
}

/** Ends the account's sessions and password tokens (also cascaded by the user row's deletion). */
export async function deleteAccessOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_token').where('user_id', '=', userId).execute();
}
