/**
 * Starts the real server (built SPA + API) for the browser tests on a database of its own:
 * a fresh SQLite file, or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mailDir, startMailCatcher } from './mail-catcher.ts';
import { databaseUrlFile } from './operator.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function withAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) {
    const name = `citybook_e2e_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () => withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'citybook-e2e-'));
  return {
    url: `sqlite:${path.join(dir, 'citybook.sqlite')}`,
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

const port = process.env.E2E_PORT ?? '8181';
const database = await createDatabase();
// Tests run operator commands (e.g. generating activation codes) against this same database.
writeFileSync(databaseUrlFile(port), database.url);
const mail = await startMailCatcher(mailDir(port));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repoRoot, 'apps/server'),
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mail.url,
    // Every test logs in from 127.0.0.1: per-address limits meant for the public would trip.
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_PASSWORD: '1000',
    RATE_LIMIT_CREATE: '1000',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
server.once('exit', (code) => {
  mail.close();
  void database.drop().finally(() => process.exit(code ?? 0));
});
