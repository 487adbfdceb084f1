import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The catalogue's version: triggers bump it on every change to what merchant lists show. */
export async function readCatalogVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
