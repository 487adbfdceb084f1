import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { detachConsentsOf } from '../repositories/consent-repo.ts';

/**
 * ACTIVATION-24: an account being deleted keeps its consents as proof of what was agreed (kept at
 * least three years after the subscription ends; housekeeping never deletes them), without the
 * account id or the client. The terms hash, price, wording, button, time and the subscription and
 * ledger references stay.
 */
export async function detachConsentsOfDeletedAccount(
  db: Kysely<DB>,
  userId: number,
): Promise<void> {
  await detachConsentsOf(db, userId);
}
