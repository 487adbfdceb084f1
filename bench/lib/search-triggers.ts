import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';
import type { DialectName } from '../../apps/server/src/db/dialect.ts';

/**
 * The triggers that keep the market search's index in step with the catalogue (migration 0014
 * names each `<table>_<event>_search`), as the database lists them.
 */
async function searchTriggers(
  db: Kysely<DB>,
  dialect: DialectName,
): Promise<{ name: string; table: string }[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; table: string }>`
      select name, tbl_name as "table" from sqlite_master
      where type = 'trigger' and name like '%\\_search' escape '\\'`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ name: string; table: string }>`
    select t.tgname as name, c.relname as "table" from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgname like '%\\_search' escape '\\'`.execute(db);
  return rows;
}

/** Drops the search index's triggers (a scratch database only): the names of those dropped. */
export async function dropSearchTriggers(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  const triggers = await searchTriggers(db, dialect);
  if (triggers.length === 0) throw new Error('no search triggers to drop: has migration 0014 run?');
  for (const { name, table } of triggers) {
    if (dialect === 'sqlite') await sql`drop trigger ${sql.id(name)}`.execute(db);
    else await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db);
  }
  return triggers.map((trigger) => trigger.name).sort();
}
