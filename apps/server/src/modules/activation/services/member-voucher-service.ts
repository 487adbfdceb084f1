import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';
import { currentVoucherIdOf } from '../repositories/current-voucher-repo.ts';
import { endSubscriptionOfUser } from '../repositories/subscription-repo.ts';
import { findOwnVoucher, findVoucher } from '../repositories/voucher-repo.ts';

/*
 * What activation tells the modules above it about a member's vouchers (ADR 0026): the profile
 * (account), the redeemed marks (catalog) and redeeming (redemption) ask here.
 */

/** The id of the voucher whose activation the member uses now, if any. */
export async function currentVoucherIdOfMember(
  db: Kysely<DB>,
  userId: number,
): Promise<number | null> {
  return currentVoucherIdOf(db, userId);
}

/** A voucher by its id. */
export async function voucherById(db: Kysely<DB>, id: number): Promise<VoucherRow | undefined> {
  return findVoucher(db, id);
}

/** A voucher of this member, or undefined: another member's voucher is never found. */
export async function voucherOfMember(
  db: Kysely<DB>,
  userId: number,
  voucherId: number,
): Promise<VoucherRow | undefined> {
  return findOwnVoucher(db, userId, voucherId);
}

/** An account being deleted: its subscription ends now and is never charged again. */
export async function endSubscriptionOfDeletedAccount(
  db: Kysely<DB>,
  userId: number,
  at: string,
): Promise<void> {
  await endSubscriptionOfUser(db, userId, at);
}
