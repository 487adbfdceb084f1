import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  createTestDatabase,
  startInProcess,
  type Settings,
  type TestDatabase,
} from '../../test-support/index.ts';

export interface TestAppOptions {
  /** Settings on top of the test settings; a DATABASE_URL runs on that database, not a fresh one. */
  config?: Settings;
  /** Receives the app's JSON log lines (set LOG_LEVEL in `config` to see them). */
  logStream?: { write(line: string): void };
  /** Called before the app is ready: tests may add routes of their own. */
  extend?: (app: FastifyInstance) => void;
}

/**
 * Boots the real app in this process on a fresh database with the demo data: a copy of the
 * run's seeded template (test/helpers/database-templates.ts), on the database server the run asks
 * for (TEST_DATABASE_URL, else SQLite).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const { DATABASE_URL: given, ...config } = options.config ?? {};
  let fresh: TestDatabase | undefined;
  if (given === undefined)
    fresh = await createTestDatabase({ templates: inject('databaseTemplates') });
  const databaseUrl = given ?? fresh!.url;
  const started = await startInProcess({
    databaseUrl,
    config,
    // Every error answer a test provokes must be one its endpoint declares.
    checkErrorAnswers: true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.extend ? { extend: options.extend } : {}),
  }).catch(async (error: unknown) => {
    await fresh?.drop();
    throw error;
  });
  return {
    app: started.app,
    db: started.database.db,
    dialect: started.database.dialect,
    /** For operator commands run as their own process against the same database. */
    databaseUrl,
    async close() {
      await started.close();
      await fresh?.drop();
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
