import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupSqlite, restoreSqlite } from '../src/db/backup.ts';
import {
  createTestDatabase,
  SQLITE,
  startInProcess,
  type TestDatabase,
} from '../test-support/index.ts';
import { createUser, type CreatedUser } from './factories/user.ts';
import { loginRequest } from './helpers/session.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run cli -- <args>` as an operator types it in `cwd` (npm passes that as INIT_CWD). */
function cli(args: string[], databaseUrl: string, cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: cwd, LOG_LEVEL: 'silent' },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

type Rows = Record<string, unknown>[];

/** Every row of every table, in rowid order, read through a connection of its own. */
function snapshot(file: string): Record<string, Rows> {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    const rowsOf = (name: string) => {
      try {
        return sqlite.prepare(`select * from "${name}" order by rowid`).all() as Rows;
      } catch {
        // The search index's FTS5 shadow tables and vocabulary have no rowid: they read in key order.
        return sqlite.prepare(`select * from "${name}"`).all() as Rows;
      }
    };
    return Object.fromEntries(tables.map(({ name }) => [name, rowsOf(name)]));
  } finally {
    sqlite.close();
  }
}

function integrityOf(file: string): unknown {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true });
  } finally {
    sqlite.close();
  }
}

const without = (tables: Record<string, Rows>, name: string) =>
  Object.fromEntries(Object.entries(tables).filter(([table]) => table !== name));

/** The real app on a SQLite file of its own (backup and restore are for the SQLite default). */
async function startApp(databaseUrl: string, seed: boolean) {
  const { app, database } = await startInProcess({ databaseUrl, seed });
  return { app, db: database.db };
}

describe('backup and restore of the SQLite database (npm run cli -- backup|restore)', () => {
  let scratch: TestDatabase | undefined;
  let dir: string;
  let databaseFile: string;
  let databaseUrl: string;
  let running: Awaited<ReturnType<typeof startApp>> | undefined;

  beforeAll(async () => {
    // An empty file in a directory of its own, where the backups go too.
    scratch = await createTestDatabase({ server: SQLITE, content: 'empty', label: 'backup' });
    databaseUrl = scratch.url;
    databaseFile = databaseUrl.slice('sqlite:'.length);
    dir = path.dirname(databaseFile);
    running = await startApp(databaseUrl, true);
  });

  afterAll(async () => {
    await running?.app.close();
    await scratch?.drop();
  });

  // Three CLI processes (backup, refused restore, restore) and the app: on a loaded 2-core machine
  // that takes longer than a test's usual 20 s.
  it(
    'backs up the live database while it serves, and a restore brings back exactly those rows',
    { timeout: 60_000 },
    async () => {
      if (!running) throw new Error('no app');
      const { app, db } = running;
      // Written through the running app: still in the write-ahead log, which a file copy would miss.
      const before: CreatedUser[] = [];
      for (let n = 0; n < 3; n += 1) before.push(await createUser(db));
      expect((await loginRequest(app, before[0]!.email, before[0]!.password)).statusCode).toBe(200);
      const atBackup = snapshot(databaseFile);

      // The server's connection keeps writing sessions during the backup: nothing is paused.
      let backingUp = true;
      let written = 0;
      const writer = (async () => {
        while (backingUp) {
          await db
            .insertInto('session')
            .values({
              token_hash: `during-backup-${written}`,
              user_id: before[1]!.id,
              market_id: null,
              created_at: new Date().toISOString(),
              last_used_at: new Date().toISOString(),
              expires_at: new Date(Date.now() + 86_400_000).toISOString(),
            })
            .execute();
          written += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const backup = await cli(['backup', 'backups/nightly.sqlite'], databaseUrl, dir);
      backingUp = false;
      await writer;
      expect(backup.code, backup.stderr).toBe(0);
      const backupFile = path.join(dir, 'backups/nightly.sqlite');
      expect(backup.stderr).toContain(`copied to ${backupFile}`);
      expect(written).toBeGreaterThan(0);

      // The backup is one file, sound, with every row of that moment.
      expect(existsSync(`${backupFile}-wal`)).toBe(false);
      expect(integrityOf(backupFile)).toBe('ok');
      const backedUp = snapshot(backupFile);
      expect(without(backedUp, 'session')).toEqual(without(atBackup, 'session'));
      const sessionIds = (tables: Record<string, Rows>) => tables.session!.map((row) => row.id);
      expect(sessionIds(backedUp)).toEqual(expect.arrayContaining(sessionIds(atBackup)));

      // Life goes on after the backup.
      const later = await createUser(db);

      // A restore under a running server is refused and changes nothing.
      const refused = await cli(['restore', backupFile], databaseUrl, dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use .*stop every server/);
      expect(
        await db.selectFrom('app_user').select('id').where('id', '=', later.id).execute(),
      ).toHaveLength(1);

      await app.close();
      running = undefined;
      const restored = await cli(['restore', 'backups/nightly.sqlite'], databaseUrl, dir);
      expect(restored.code, restored.stderr).toBe(0);
      const kept = /kept as (\S+)$/m.exec(restored.stderr)?.[1];
      expect(kept).toBeDefined();

      expect(integrityOf(databaseFile)).toBe('ok');
      expect(snapshot(databaseFile)).toEqual(backedUp);
      // Nothing is lost by the restore itself: the replaced database, later rows included, is kept.
      const replaced = snapshot(kept!);
      expect(replaced.app_user!.map((row) => row.email)).toContain(later.email.toLowerCase());
      expect(snapshot(databaseFile).app_user!.map((row) => row.email)).not.toContain(
        later.email.toLowerCase(),
      );

      // The server starts on the restored database and its members log in.
      running = await startApp(databaseUrl, false);
      expect(
        (await loginRequest(running.app, before[2]!.email, before[2]!.password)).statusCode,
      ).toBe(200);
    },
  );

  it('refuses what is not a Citybook database, and never overwrites a file', async () => {
    const database = snapshot(databaseFile);
    const notSqlite = path.join(dir, 'notes.txt');
    writeFileSync(notSqlite, 'not a database\n');
    const foreign = path.join(dir, 'foreign.sqlite');
    const other = new SqliteDatabase(foreign);
    other.exec('create table things (id integer primary key)');
    other.close();

    // In-process: the same functions the commands call (the commands are run above and below).
    await expect(restoreSqlite(notSqlite, databaseFile)).rejects.toThrow(
      new BackupError(`${notSqlite} is not a SQLite database.`),
    );
    await expect(restoreSqlite(foreign, databaseFile)).rejects.toThrow(
      new BackupError(
        `${foreign} is a SQLite database but not a Citybook one (it has no kysely_migration rows).`,
      ),
    );
    const missing = path.join(dir, 'missing.sqlite');
    await expect(restoreSqlite(missing, databaseFile)).rejects.toThrow(
      new BackupError(`There is no file ${missing}.`),
    );
    await expect(backupSqlite(databaseFile, notSqlite)).rejects.toThrow(
      new BackupError(`${notSqlite} already exists: a backup never overwrites a file.`),
    );
    expect(readFileSync(notSqlite, 'utf8')).toBe('not a database\n');
    expect(snapshot(databaseFile)).toEqual(database);
  });

  it('refuses on PostgreSQL and names pg_dump', async () => {
    const answer = await cli(
      ['backup', 'pg.sqlite'],
      'postgres://citybook@127.0.0.1:1/citybook',
      dir,
    );
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/DATABASE_URL points at PostgreSQL.*pg_dump/);
    expect(existsSync(path.join(dir, 'pg.sqlite'))).toBe(false);
  });
});
