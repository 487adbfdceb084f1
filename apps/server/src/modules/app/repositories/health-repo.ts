import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** A trivial query: settles once the database has answered (or failed to). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
