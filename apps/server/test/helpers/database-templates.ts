/**
 * Vitest global setup of the `server-db` project: the migrated and the seeded template database,
 * made once per run on the database server the run asks for (TEST_DATABASE_URL, else SQLite) and
 * handed to every worker; each test file's database is a copy (see test-app.ts).
 */
import type { TestProject } from 'vitest/node';
import {
  createDatabaseTemplates,
  testDatabaseServer,
  type DatabaseTemplates,
} from '../../test-support/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates?: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, drop } = await createDatabaseTemplates(testDatabaseServer());
  project.provide('databaseTemplates', templates);
  return drop;
}
