/**
 * The one way tests, browser tests and benchmarks start Citybook: fresh databases (copied from
 * templates when many are needed), the app in this process, or the server as a process of its own.
 * Imported as `@citybook/server/test-support`.
 */
export {
  createDatabaseTemplates,
  createTestDatabase,
  SQLITE,
  testDatabaseServer,
  type DatabaseContent,
  type DatabaseServer,
  type DatabaseTemplates,
  type TestDatabase,
  type TestDatabaseOptions,
} from './databases.ts';
export { startInProcess, type InProcessApp, type InProcessOptions } from './in-process.ts';
export {
  freePort,
  SERVER_ENTRY,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from './server-process.ts';
export { TEST_SETTINGS, type Settings } from './settings.ts';
/** OPERATOR-13: the demo edition that printed codes are made for in tests and benchmarks. */
export { DEMO_EDITION } from '../src/modules/catalog/index.ts';
export { reminderUnsubscribeLink } from './unsubscribe-link.ts';
