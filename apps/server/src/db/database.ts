import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import type { DB } from './schema.ts';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** A short description for logs: never the password of a connection string. */
  describe: string;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** PostgreSQL returns bigint (e.g. count(*)) as text by default; our counts fit in a number. */
type TypeParser = (value: string) => unknown;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): TypeParser =>
    oid === INT8_OID
      ? Number
      : (pg.types.getTypeParser(oid, format) as TypeParser)) as typeof pg.types.getTypeParser,
};

export function sqliteFileOf(url: string): string | null {
  return url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : null;
}

/**
 * SQLite's plain BEGIN takes the write lock only at the first write; if another process (the
 * CLI's import, a second server) wrote since this transaction's first read, the upgrade fails at
 * once with "database is locked", busy_timeout or not. BEGIN IMMEDIATE takes the lock up front,
 * so a transaction waits its turn instead. Within one process Kysely already runs one at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // The wait first: switching to WAL needs the file to itself for a moment, and another process
  // starting at the same time (a second server migrating the same file) may hold it.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    describe: `SQLite ${file}`,
    close: () => db.destroy(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) must not take
  // the process down: the pool discards it and the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const { hostname, port, pathname } = new URL(url);
  return {
    db,
    dialect: 'postgres',
    describe: `PostgreSQL ${hostname}:${port || 5432}${pathname}`,
    close: () => db.destroy(),
  };
}

export function openDatabase(url: string): Database {
  const file = sqliteFileOf(url);
  return file === null ? openPostgres(url) : openSqlite(file);
}
