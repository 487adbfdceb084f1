import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, backupSqlite, restoreSqlite } from '../db/backup.ts';
import { sqliteFileOf } from '../db/database.ts';
import { withDatabase } from './command-line.ts';

/* `migrate`, `seed`, `backup <file>` and `restore <file>`. */

/** `migrate` brings the schema up to date; `seed` loads the demo data too. */
export async function prepareCommand(command: 'migrate' | 'seed'): Promise<number> {
  await withDatabase(command === 'seed', async (database) => {
    process.stderr.write(`${command}: done (${database.describe})\n`);
  });
  return 0;
}

/** The configured SQLite file; PostgreSQL has its own tools, named in the refusal. */
function sqliteDatabaseFile(command: string): string {
  const file = sqliteFileOf(loadConfig().DATABASE_URL);
  if (file === null) {
    throw new BackupError(
      `${command} works on the SQLite database, and DATABASE_URL points at PostgreSQL: use its own tools, ` +
        `e.g. pg_dump --format=custom --file=citybook.dump "$DATABASE_URL" to back up and ` +
        `pg_restore --clean --if-exists --dbname="$DATABASE_URL" citybook.dump to restore.`,
    );
  }
  if (file === ':memory:') throw new BackupError(`${command}: an in-memory database has no file.`);
  return path.resolve(file);
}

export async function backupCommand(command: 'backup' | 'restore', file: string): Promise<number> {
  const databaseFile = sqliteDatabaseFile(command);
  if (command === 'backup') {
    const summary = await backupSqlite(databaseFile, file);
    process.stderr.write(
      `backup: ${databaseFile} copied to ${summary.file} (${summary.bytes} bytes, ` +
        `${summary.migrations} migrations, integrity ok)\n`,
    );
    return 0;
  }
  const summary = await restoreSqlite(file, databaseFile);
  process.stderr.write(
    `restore: ${databaseFile} now holds ${file} (${summary.migrations} migrations, integrity ok)` +
      (summary.previous ? `; the database it replaced is kept as ${summary.previous}` : '') +
      '\n',
  );
  return 0;
}
