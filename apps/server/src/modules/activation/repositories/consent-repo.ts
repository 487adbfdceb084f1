import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SubscriptionConsentTable } from '../../../db/schema.ts';

export type ConsentRow = Selectable<SubscriptionConsentTable>;

/** ACTIVATION-22: records one consent; in the transaction of the claim it belongs to. */
export async function insertConsent(
  db: Kysely<DB>,
  row: Insertable<SubscriptionConsentTable>,
): Promise<void> {
  await db.insertInto('subscription_consent').values(row).execute();
}

/** ACTIVATION-23: the member's consents, newest first. */
export async function consentsOfUser(db: Kysely<DB>, userId: number): Promise<ConsentRow[]> {
  return db
    .selectFrom('subscription_consent')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** A purchase declined before anything was charged leaves no consent behind. */
export async function deleteConsentOfPayment(db: Kysely<DB>, paymentId: number): Promise<void> {
  await db.deleteFrom('subscription_consent').where('payment_id', '=', paymentId).execute();
}

/**
 * ACTIVATION-24: a deleted account's consents stay as proof, without what identifies the member:
 * the account id and the client (its description and masked address).
 */
export async function detachConsentsOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('subscription_consent')
    .set({ user_id: null, client: null, address: null })
    .where('user_id', '=', userId)
    .execute();
}
