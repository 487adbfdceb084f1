import { sql } from 'kysely';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** How long a process starting on a SQLite file waits for another one that is preparing it. */
const SQLITE_PREPARE_WAIT_MS = 60_000;

/**
 * Opens the database, brings its schema up to date and (optionally) loads the demo data, whose
 * images go to `mediaDir` (MEDIA_DIR).
 */
export async function prepareDatabase(
  url: string,
  { seed, mediaDir }: { seed: boolean; mediaDir: string },
): Promise<Database> {
  const database = openDatabase(url);
  try {
    // Servers started together on one SQLite file take turns: the migrations and the demo import
    // hold the write lock for longer than a request's wait.
    const sqlite = database.dialect === 'sqlite';
    const usualWait = sqlite ? await busyTimeoutOf(database) : 0;
    if (sqlite)
      await sql.raw(`pragma busy_timeout = ${SQLITE_PREPARE_WAIT_MS}`).execute(database.db);
    await migrateToLatest(database.db, database.dialect);
    if (seed) await seedDemoData(database.db, mediaDir);
    if (sqlite) await sql.raw(`pragma busy_timeout = ${usualWait}`).execute(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function busyTimeoutOf(database: Database): Promise<number> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database.db);
  return rows[0]?.timeout ?? 0;
}
