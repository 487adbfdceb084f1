import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../../db/schema.ts';

/** NOTICE-5: records a plan's new price and its day; answers its id. */
export async function insertPriceChange(
  db: Kysely<DB>,
  change: { planCode: number; priceCents: number; effectiveAt: string },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('plan_price_change')
    .values({
      subscription_type_code: change.planCode,
      price_cents: change.priceCents,
      effective_at: change.effectiveAt,
      announced_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Applies the new prices whose day has come, each once (the row is marked in the same
 * statement's transaction as the plan's price). Answers how many.
 */
export async function applyDuePriceChanges(db: Kysely<DB>, at: string): Promise<number> {
  const due = await db
    .selectFrom('plan_price_change')
    .selectAll()
    .where('applied_at', 'is', null)
    .where('effective_at', '<=', at)
    .orderBy('effective_at')
    .orderBy('id')
    .execute();
  let applied = 0;
  for (const change of due) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('plan_price_change')
        .set({ applied_at: at })
        .where('id', '=', change.id)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      await trx
        .updateTable('subscription_type')
        .set({ price_cents: change.price_cents })
        .where('code', '=', change.subscription_type_code)
        .execute();
      applied += 1;
    });
  }
  return applied;
}

/** The live card subscriptions whose next renewal is on the plan (its own, or a change to it). */
export async function subscriptionsRenewingOn(
  db: Kysely<DB>,
  planCode: number,
): Promise<VoucherRow[]> {
  return db
    .selectFrom('activation_voucher')
    .selectAll()
    .where('kind', '=', 'SUB')
    .where('subscription_source', '=', 'card')
    .where('subscription_status', 'in', ['active', 'pastDue'])
    .where((eb) =>
      eb.or([
        eb('next_subscription_type_code', '=', planCode),
        eb.and([
          eb('next_subscription_type_code', 'is', null),
          eb('subscription_type_code', '=', planCode),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
}
