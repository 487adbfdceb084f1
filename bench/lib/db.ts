/**
 * Direct database access for benchmarks that check what the server wrote (redemption rows,
 * integrity): the server's own connection code, so SQLite and PostgreSQL URLs both work.
 */
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';

export type { Database };

export function openBenchDatabase(url: string): Database {
  return openDatabase(url);
}

export interface RedemptionRow {
  id: number;
  voucherId: number;
  offerId: number;
}

export async function redemptionRows(database: Database): Promise<RedemptionRow[]> {
  const rows = await database.db
    .selectFrom('redemption')
    .select(['id', 'activation_voucher_id', 'offer_id'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    voucherId: row.activation_voucher_id,
    offerId: row.offer_id,
  }));
}

/** Offers that can be redeemed now (their book has not ended), by id. */
export async function redeemableOfferIds(database: Database): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = await database.db
    .selectFrom('offer')
    .leftJoin('edition', 'edition.id', 'offer.edition_id')
    .select('offer.id')
    // Offers with rules may refuse at this hour (notValidNow).
    .where('offer.rules', 'is', null)
    // The book is the offer's edition (OPERATOR-13).
    .where((eb) =>
      eb.or([eb('edition.valid_until', 'is', null), eb('edition.valid_until', '>', now)]),
    )
    .orderBy('offer.id')
    .execute();
  return rows.map((row) => row.id);
}

export interface BrowseTargets {
  markets: { id: number; latitude: number; longitude: number }[];
  categoryIds: number[];
  merchantIds: number[];
}

/** What a browsing client can ask for: markets (with their centres), categories, merchants. */
export async function browseTargets(database: Database): Promise<BrowseTargets> {
  const [markets, categories, merchants] = await Promise.all([
    database.db
      .selectFrom('market')
      .select(['id', 'latitude', 'longitude'])
      .orderBy('id')
      .execute(),
    database.db.selectFrom('category').select('id').orderBy('id').execute(),
    database.db.selectFrom('merchant').select('id').orderBy('id').execute(),
  ]);
  return {
    markets,
    categoryIds: categories.map((row) => row.id),
    merchantIds: merchants.map((row) => row.id),
  };
}

/** SQLite's own consistency check: the list of problems, or ['ok']. */
export async function sqliteIntegrityCheck(database: Database): Promise<string[]> {
  const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
    database.db,
  );
  return result.rows.map((row) => row.integrity_check);
}
