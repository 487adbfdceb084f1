import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** Opens the database, brings its schema up to date and (optionally) loads the demo data. */
export async function prepareDatabase(url: string, { seed }: { seed: boolean }): Promise<Database> {
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db, database.dialect);
    if (seed) await seedDemoData(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
