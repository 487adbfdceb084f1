import type { Kysely, Selectable } from 'kysely';
import type { DB, SubscriptionTypeTable } from '../../../db/schema.ts';

export type SubscriptionPlan = Selectable<SubscriptionTypeTable>;

export async function listSubscriptionTypes(db: Kysely<DB>): Promise<SubscriptionPlan[]> {
  return db.selectFrom('subscription_type').selectAll().orderBy('code').execute();
}

export async function findSubscriptionType(
  db: Kysely<DB>,
  code: number,
): Promise<SubscriptionPlan | undefined> {
  return db.selectFrom('subscription_type').selectAll().where('code', '=', code).executeTakeFirst();
}
