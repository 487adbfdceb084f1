import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';

describe('SQLite transactions next to another process', () => {
  let directory = '';
  let database: Database | undefined;
  let other: SqliteDatabase.Database | undefined;

  afterEach(async () => {
    other?.close();
    await database?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  function open(): { file: string } {
    directory = mkdtempSync(path.join(tmpdir(), 'citybook-db-'));
    const file = path.join(directory, 'citybook.sqlite');
    database = openDatabase(`sqlite:${file}`);
    return { file };
  }

  it('holds the write lock from the start, so a write after a read is never refused because another process wrote in between', async () => {
    const { file } = open();
    const { db } = database!;
    await sql`create table tally (n integer not null)`.execute(db);
    await sql`insert into tally (n) values (0)`.execute(db);
    // A second process (the CLI, another server) that gives up at once rather than waiting.
    other = new SqliteDatabase(file);
    other.pragma('busy_timeout = 0');

    let otherWrite = 'not tried';
    await db.transaction().execute(async (trx) => {
      await sql`select n from tally`.execute(trx);
      try {
        other!.exec('update tally set n = n + 100');
        otherWrite = 'written';
      } catch (error) {
        otherWrite = (error as { code?: string }).code ?? 'unknown error';
      }
      // With a deferred BEGIN this write failed with SQLITE_BUSY after the other process's commit.
      await sql`update tally set n = n + 1`.execute(trx);
    });

    expect(otherWrite).toBe('SQLITE_BUSY');
    other.exec('update tally set n = n + 100');
    const { rows } = await sql<{ n: number }>`select n from tally`.execute(db);
    expect(rows).toEqual([{ n: 101 }]);
  });
});
