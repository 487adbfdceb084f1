/**
 * Playwright's web server: the real server (built SPA + API) as a process of its own, through the
 * test launcher, on a fresh database with the demo data (a SQLite file, or a database on the
 * PostgreSQL server named by TEST_DATABASE_URL), dropped when Playwright stops it.
 */
import { writeFileSync } from 'node:fs';
import { createTestDatabase, startServerProcess } from '@citybook/server/test-support';
import { mailDir, startMailCatcher } from './mail-catcher.ts';
import { bundleOperatorCli } from './operator-cli.ts';
import { databaseUrlFile } from './operator.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
await bundleOperatorCli(port);
const database = await createTestDatabase({ label: 'e2e' });
// Tests run operator commands (e.g. generating activation codes) against this same database.
writeFileSync(databaseUrlFile(port), database.url);
const mail = await startMailCatcher(mailDir(port));

async function shutDown(code: number): Promise<never> {
  mail.close();
  await database.drop();
  process.exit(code);
}

const server = await startServerProcess({
  databaseUrl: database.url,
  port,
  env: { SMTP_URL: mail.url },
}).catch(async (error: unknown) => {
  console.error(error);
  return shutDown(1);
});

let stopping = false;
const stop = () => {
  stopping = true;
  void server.stop().then(() => shutDown(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.child.once('exit', (code) => {
  if (!stopping) void shutDown(code ?? 1);
});
