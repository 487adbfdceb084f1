import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { configFor, type Config } from '../../src/config.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { createTestDatabaseUrl } from './test-database.ts';

export interface TestAppOptions {
  config?: Partial<Record<keyof Config, string>>;
  /** Receives the app's JSON log lines (set LOG_LEVEL in `config` to see them). */
  logStream?: { write(line: string): void };
  /** Called before the app is ready: tests may add routes of their own. */
  extend?: (app: FastifyInstance) => void;
}

/** Boots the real app on a fresh, migrated and seeded database. */
export async function createTestApp(options: TestAppOptions = {}) {
  const target = await createTestDatabaseUrl();
  const config = configFor({
    DATABASE_URL: target.url,
    // No built SPA unless a test brings one.
    WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-no-web-')),
    // Tests log in often from one address; the rate-limit test sets its own limits.
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PASSWORD: '100000',
    RATE_LIMIT_CREATE: '100000',
    RATE_LIMIT_ACTIVATION: '100000',
    // Renewals run when a test asks for them, never behind its back.
    RENEWAL_INTERVAL_MINUTES: '0',
    ...options.config,
  });
  const database = await prepareDatabase(config.DATABASE_URL, { seed: true });
  const app = await buildApp({
    config,
    database,
    // Every error answer a test provokes must be one its endpoint declares.
    checkErrorAnswers: true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dialect: database.dialect,
    /** For operator commands run as their own process against the same database. */
    databaseUrl: target.url,
    async close() {
      await app.close();
      await target.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** One app per test file, closed after it; the getter fails loudly if used too early. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app is not ready yet');
    return testApp;
  };
}
