import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** MERCHANT-14, CATALOG-26: a location's opening hours as stored (JSON), or undefined for none. */
export async function findHoursJson(
  db: Kysely<DB>,
  merchantId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('merchant_hours')
    .select('hours_json')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.hours_json;
}

/** The time zone of the location's market: the clock its hours are read on. */
export async function timeZoneOfMerchant(
  db: Kysely<DB>,
  merchantId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('merchant')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .select('market.time_zone')
    .where('merchant.id', '=', merchantId)
    .executeTakeFirst();
  return row?.time_zone;
}

/** Writes the location's hours (JSON), or removes them (null). */
export async function writeHoursJson(
  trx: Transaction<DB>,
  merchantId: number,
  json: string | null,
  now: Date,
): Promise<void> {
  if (json === null) {
    await trx.deleteFrom('merchant_hours').where('merchant_id', '=', merchantId).execute();
    return;
  }
  const updatedAt = now.toISOString();
  await trx
    .insertInto('merchant_hours')
    .values({ merchant_id: merchantId, hours_json: json, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.column('merchant_id').doUpdateSet({ hours_json: json, updated_at: updatedAt }),
    )
    .execute();
}
