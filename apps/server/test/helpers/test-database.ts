import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabaseUrl {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a temporary SQLite file, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server, a freshly created database on it that is dropped afterwards.
 */
export async function createTestDatabaseUrl(): Promise<TestDatabaseUrl> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) return createPostgresDatabase(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'citybook-test-'));
  return {
    url: `sqlite:${path.join(dir, 'citybook.sqlite')}`,
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabaseUrl> {
  const name = `citybook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
