import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { configFor } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { TEST_SETTINGS, type Settings } from './settings.ts';

export interface InProcessOptions {
  /** The database to run on; prepared (migrated, and seeded unless `seed` is false) as at start. */
  databaseUrl: string;
  /** Default true, as SEED_DEMO_DATA. */
  seed?: boolean;
  /**
   * Settings on top of the test settings, the test log level (silent) and a web app directory
   * with nothing in it (no built SPA unless a test brings one as WEB_DIST).
   */
  config?: Settings;
  /** Receives the app's JSON log lines (set LOG_LEVEL in `config` to see them). */
  logStream?: { write(line: string): void };
  /** Called before the app is ready: tests may add routes of their own. */
  extend?: (app: FastifyInstance) => void;
  /** Fail any error answer that its endpoint does not declare (tests: true). */
  checkErrorAnswers?: boolean;
}

export interface InProcessApp {
  /** Ready, not listening: call it with `app.inject` (or `app.listen` to take a port). */
  app: FastifyInstance;
  database: Database;
  /** Closes the app and with it its database connection. */
  close(): Promise<void>;
}

/** The real app (`buildApp`, as apps/server/src/server.ts builds it) in this process. */
export async function startInProcess(options: InProcessOptions): Promise<InProcessApp> {
  const config = configFor({
    ...TEST_SETTINGS,
    WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-no-web-')),
    ...options.config,
    DATABASE_URL: options.databaseUrl,
  });
  const database = await prepareDatabase(config.DATABASE_URL, {
    seed: options.seed ?? true,
    mediaDir: config.MEDIA_DIR,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      checkErrorAnswers: options.checkErrorAnswers ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, database, close: () => app.close() };
}
