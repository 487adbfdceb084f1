import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrationNames } from './migrate.ts';

/** A refusal the operator can act on; the message says what to do. */
export class BackupError extends Error {}

const MIGRATION_TABLE = 'kysely_migration';
/** Pages per backup step after the first: everything at once, so a busy server cannot restart it. */
const ALL_PAGES = 0x7fffffff;

function sqliteCode(error: unknown): string | undefined {
  return error instanceof SqliteDatabase.SqliteError ? error.code : undefined;
}

/** A name next to `file` (same file system, so the final rename is atomic). */
function temporaryNameFor(file: string): string {
  return `${file}.tmp-${randomBytes(4).toString('hex')}`;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Checks that `file` is a sound Citybook SQLite database: integrity_check ok, the migrations table
 * present, and no migration this version does not know. `label` names the file in messages.
 */
export function inspectCitybookDatabase(file: string, label = file): { migrations: string[] } {
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${label} cannot be opened: ${(error as Error).message}.`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = sqlite.pragma('integrity_check', { simple: true });
    } catch (error) {
      const code = sqliteCode(error);
      if (code === 'SQLITE_NOTADB') throw new BackupError(`${label} is not a SQLite database.`);
      if (code === 'SQLITE_CORRUPT')
        throw new BackupError(`${label} is a damaged SQLite database.`);
      throw error;
    }
    if (integrity !== 'ok') {
      throw new BackupError(`${label} is damaged (integrity_check: ${String(integrity)}).`);
    }
    const table = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATION_TABLE);
    const migrations = table
      ? (
          sqlite.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as {
            name: string;
          }[]
        ).map((row) => row.name)
      : [];
    if (migrations.length === 0) {
      throw new BackupError(
        `${label} is a SQLite database but not a Citybook one (it has no ${MIGRATION_TABLE} rows).`,
      );
    }
    const unknown = migrations.filter((name) => !migrationNames.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${label} was made by a newer Citybook (migrations ${unknown.join(', ')} are unknown here): use that version.`,
      );
    }
    return { migrations };
  } finally {
    sqlite.close();
  }
}

/** One file with no -wal companion, so the copy can be moved, archived or restored on its own. */
function makeSelfContained(file: string): void {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    sqlite.pragma('journal_mode = DELETE');
  } finally {
    sqlite.close();
  }
}

export interface BackupSummary {
  file: string;
  bytes: number;
  migrations: number;
}

/**
 * Online backup of the SQLite database at `databaseFile` into the new file `target`, through
 * SQLite's backup API: servers may keep reading and writing meanwhile, and the copy is one
 * consistent moment including what still sits in the write-ahead log. The copy is checked
 * before it gets its name; an existing `target` is never overwritten.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<BackupSummary> {
  if (existsSync(target)) {
    throw new BackupError(`${target} already exists: a backup never overwrites a file.`);
  }
  if (!existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryNameFor(target);
  try {
    const live = new SqliteDatabase(databaseFile, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      await live.backup(temporary, { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
    makeSelfContained(temporary);
    const { migrations } = inspectCitybookDatabase(temporary, `The backup of ${databaseFile}`);
    if (existsSync(target)) {
      throw new BackupError(`${target} appeared during the backup: a backup never overwrites it.`);
    }
    renameSync(temporary, target);
    return { file: target, bytes: statSync(target).size, migrations: migrations.length };
  } finally {
    removeDatabaseFiles(temporary);
  }
}

/**
 * Refuses while another connection (a running server, a CLI command) has the database open: in WAL
 * mode every open connection holds a shared lock, so an exclusive one is only granted to the last.
 */
function ensureNotInUse(databaseFile: string): void {
  const sqlite = new SqliteDatabase(databaseFile, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE');
    sqlite.exec('COMMIT');
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new BackupError(
        `${databaseFile} is in use (a Citybook server or command has it open): stop every server using it, then run restore again. Nothing was changed.`,
      );
    }
    // A damaged or foreign file is what a restore is for: it is kept aside, not read.
    if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') throw error;
  } finally {
    // The last connection to close folds the write-ahead log into the file and removes it.
    sqlite.close();
  }
}

/** Moves the database and its -wal/-shm companions aside, together, and returns the new name. */
function keepAside(databaseFile: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const previous = `${databaseFile}.before-restore-${stamp}`;
  for (const suffix of ['-wal', '-shm', '']) {
    if (existsSync(`${databaseFile}${suffix}`)) {
      renameSync(`${databaseFile}${suffix}`, `${previous}${suffix}`);
    }
  }
  return previous;
}

export interface RestoreSummary {
  migrations: number;
  /** Where the database that was replaced is kept; null when there was none. */
  previous: string | null;
}

/**
 * Replaces the SQLite database at `databaseFile` with the backup `backupFile`: the backup is
 * checked (integrity, Citybook migrations), copied next to the database, checked again, and
 * renamed into place; the database it replaces is kept aside, never deleted. Every server must be
 * stopped first: a database still open elsewhere is refused.
 */
export async function restoreSqlite(
  backupFile: string,
  databaseFile: string,
): Promise<RestoreSummary> {
  if (!existsSync(backupFile)) throw new BackupError(`There is no file ${backupFile}.`);
  if (path.resolve(backupFile) === path.resolve(databaseFile)) {
    throw new BackupError(`${backupFile} is the database itself: name a backup file.`);
  }
  inspectCitybookDatabase(backupFile);
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  const temporary = temporaryNameFor(databaseFile);
  try {
    // Copied through SQLite, not the file system: a backup still in WAL mode keeps its last writes.
    const source = new SqliteDatabase(backupFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(temporary, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    makeSelfContained(temporary);
    const { migrations } = inspectCitybookDatabase(temporary, `The copy of ${backupFile}`);
    let previous: string | null = null;
    if (existsSync(databaseFile)) {
      ensureNotInUse(databaseFile);
      previous = keepAside(databaseFile);
    } else {
      // Stale companions of a database that is gone must not be read as the restored one's.
      for (const suffix of ['-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
    }
    renameSync(temporary, databaseFile);
    return { migrations: migrations.length, previous };
  } finally {
    removeDatabaseFiles(temporary);
  }
}
