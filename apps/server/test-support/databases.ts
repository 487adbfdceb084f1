/**
 * Fresh databases for the tests, the browser tests' server and the benchmarks: a SQLite file in a
 * directory of its own, or a database of its own on a PostgreSQL server. Many of them are cheap:
 * made once as templates (migrated, and seeded with the demo data), each fresh database is then a
 * copy of the template file or `CREATE DATABASE … TEMPLATE …` instead of a run of the migrations
 * and the demo import.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { sqliteFileOf } from '../src/db/database.ts';
import type { DialectName } from '../src/db/dialect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { TEST_SETTINGS } from './settings.ts';

/**
 * What a fresh database holds: nothing (the app migrates it when it starts), the schema, or the
 * schema and the demo data (what a server that has started once has).
 */
export type DatabaseContent = 'empty' | 'migrated' | 'seeded';

/** Where fresh databases are made: SQLite files, or databases on a PostgreSQL server. */
export type DatabaseServer =
  | { dialect: 'sqlite' }
  | {
      dialect: 'postgres';
      /** A connection URL of a user who may create databases (e.g. `…/postgres`). */
      adminUrl: string;
    };

export const SQLITE: DatabaseServer = { dialect: 'sqlite' };

/** The server a test run asks for: PostgreSQL when TEST_DATABASE_URL points at one, else SQLite. */
export function testDatabaseServer(env: NodeJS.ProcessEnv = process.env): DatabaseServer {
  const adminUrl = env.TEST_DATABASE_URL;
  return adminUrl?.startsWith('postgres') ? { dialect: 'postgres', adminUrl } : SQLITE;
}

/**
 * Templates to copy fresh databases from: plain data (file paths or database names), so a Vitest
 * global setup can make them once and hand them to every worker.
 */
export interface DatabaseTemplates {
  server: DatabaseServer;
  migrated: string;
  seeded: string;
}

export interface TestDatabase {
  url: string;
  dialect: DialectName;
  /** Deletes it: the file and its directory, or `DROP DATABASE … WITH (FORCE)`. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Default `seeded`. */
  content?: DatabaseContent;
  /** Default: `templates.server` when templates are given, else `testDatabaseServer()`. */
  server?: DatabaseServer;
  /** Copy the database from these (made by `createDatabaseTemplates`) instead of preparing it. */
  templates?: DatabaseTemplates | undefined;
  /** A word in the file or database name, to tell leftovers apart (letters, digits, `_`). */
  label?: string;
}

/** A fresh database, dropped by its `drop()`. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const content = options.content ?? 'seeded';
  const label = options.label ?? 'test';
  const templates = options.templates;
  const server = options.server ?? templates?.server ?? testDatabaseServer();
  const template =
    content !== 'empty' && templates && sameServer(templates.server, server)
      ? templates[content]
      : undefined;
  const database = await emptyOrCopy(server, label, template);
  if (content !== 'empty' && template === undefined) {
    try {
      await prepare(database.url, content);
    } catch (error) {
      await database.drop();
      throw error;
    }
  }
  return database;
}

/** Makes the migrated and the seeded template on `server`; `drop()` deletes both. */
export async function createDatabaseTemplates(
  server: DatabaseServer,
): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  const made: TestDatabase[] = [];
  const drop = async () => {
    await Promise.all(made.map((database) => database.drop()));
  };
  try {
    for (const content of ['migrated', 'seeded'] as const) {
      made.push(await createTestDatabase({ server, content, label: `template_${content}` }));
    }
  } catch (error) {
    await drop();
    throw error;
  }
  const [migrated, seeded] = made.map((database) => templateName(server, database.url));
  return { templates: { server, migrated: migrated!, seeded: seeded! }, drop };
}

function sameServer(a: DatabaseServer, b: DatabaseServer): boolean {
  if (a.dialect === 'sqlite' || b.dialect === 'sqlite') return a.dialect === b.dialect;
  return a.adminUrl === b.adminUrl;
}

/** A template's handle: the SQLite file, or the PostgreSQL database name. */
function templateName(server: DatabaseServer, url: string): string {
  if (server.dialect === 'sqlite') return sqliteFileOf(url)!;
  return new URL(url).pathname.slice(1);
}

/** Migrates (and seeds) a database the way a starting server does, then closes it. */
async function prepare(url: string, content: 'migrated' | 'seeded'): Promise<void> {
  const database = await prepareDatabase(url, {
    seed: content === 'seeded',
    mediaDir: TEST_SETTINGS.MEDIA_DIR,
  });
  try {
    // A copy of the file alone must hold everything: move the write-ahead log into it first.
    if (database.dialect === 'sqlite')
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  } finally {
    await database.close();
  }
}

function uniqueName(label: string): string {
  const word = label.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `citybook_${word}_${randomBytes(5).toString('hex')}`;
}

async function emptyOrCopy(
  server: DatabaseServer,
  label: string,
  template: string | undefined,
): Promise<TestDatabase> {
  const name = uniqueName(label);
  if (server.dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const file = path.join(dir, 'citybook.sqlite');
    if (template !== undefined) {
      // The template was checkpointed and closed: no -wal file may hold part of it.
      if (existsSync(`${template}-wal`)) throw new Error(`${template} is still open`);
      copyFileSync(template, file);
    }
    return {
      url: `sqlite:${file}`,
      dialect: 'sqlite',
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const { adminUrl } = server;
  await onAdmin(
    adminUrl,
    template === undefined
      ? `CREATE DATABASE ${name}`
      : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dialect: 'postgres',
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
