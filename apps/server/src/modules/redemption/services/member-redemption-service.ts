import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  offersRedeemedOn,
  savingsCentsBetween,
  savingsCentsOf,
} from '../repositories/redemption-repo.ts';

/*
 * What redemption tells the modules above it (ADR 0026): the redeemed marks of the catalogue and
 * the favourites, and the profile's savings.
 */

/** The offers redeemed on the voucher; none when there is no voucher. */
export async function offersRedeemedWith(
  db: Kysely<DB>,
  voucherId: number | null,
): Promise<Set<number>> {
  return voucherId === null ? new Set<number>() : offersRedeemedOn(db, voucherId);
}

/** The sum of the member's savings, in cents. */
export async function savingsCentsOfMember(db: Kysely<DB>, userId: number): Promise<number> {
  return savingsCentsOf(db, userId);
}

/** NOTICE-4: what the member saved in a period (a renewal notice's "You saved $X"), in cents. */
export async function savingsCentsOfPeriod(
  db: Kysely<DB>,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  return savingsCentsBetween(db, userId, from, to);
}
