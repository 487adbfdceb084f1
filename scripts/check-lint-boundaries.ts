/**
 * Proves the architecture rules of eslint.boundaries.js bite: each probe is a deliberately wrong
 * import (or SQL in the wrong layer), linted as if it were a file at its path, and must be refused
 * by the named rule; the allowed probes must pass. Run by `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Probe {
  what: string;
  file: string;
  code: string;
  /** The rule that must refuse it; null: it must pass. */
  rule: string | null;
}

const RESTRICTED = 'import-x/no-restricted-paths';

const probes: Probe[] = [
  {
    what: 'a web feature importing another feature',
    file: 'apps/web/src/features/catalog/lint-probe.ts',
    code: "export { useProfile } from '../account/api/get-profile.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a web feature importing the root (the composition of the app)',
    file: 'apps/web/src/features/catalog/lint-probe.ts',
    code: "export { createAppRouter } from '../../root/router.tsx';\n",
    rule: RESTRICTED,
  },
  {
    what: 'shared web code importing a feature',
    file: 'apps/web/src/components/lint-probe.ts',
    code: "export { useProfile } from '../features/account/api/get-profile.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'the console importing the member app',
    file: 'apps/console/src/root/lint-probe.ts',
    code: "export { Button } from '../../../web/src/components/button/button.tsx';\n",
    rule: RESTRICTED,
  },
  {
    what: 'the member app importing the console',
    file: 'apps/web/src/root/lint-probe.ts',
    code: "export { consoleRoutes } from '../../../console/src/root/routes.tsx';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a console feature importing another feature',
    file: 'apps/console/src/features/catalog/lint-probe.ts',
    code: "export { StaffPage } from '../staff/index.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a console feature importing the console root',
    file: 'apps/console/src/features/staff/lint-probe.ts',
    code: "export { consoleRoutes } from '../../root/routes.tsx';\n",
    rule: RESTRICTED,
  },
  {
    what: 'the console root composing a console feature (allowed)',
    file: 'apps/console/src/root/lint-probe.ts',
    code: "export { StaffPage } from '../features/staff/index.ts';\n",
    rule: null,
  },
  {
    what: 'the console importing the shared UI package (allowed)',
    file: 'apps/console/src/root/lint-probe.ts',
    code: "export { Button } from '@citybook/ui';\n",
    rule: null,
  },
  {
    what: 'a server route importing a repository of another module',
    file: 'apps/server/src/modules/redemption/routes/lint-probe-routes.ts',
    code: "export { findMarket } from '../../market/repositories/market-repo.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a service importing a repository of another module',
    file: 'apps/server/src/modules/redemption/services/lint-probe-service.ts',
    code: "export { findVoucher } from '../../activation/repositories/voucher-repo.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a module file beside index.ts, outside the layer folders',
    file: 'apps/server/src/modules/catalog/lint-probe.ts',
    code: 'export const probe = 1;\n',
    rule: 'no-restricted-syntax',
  },
  {
    what: 'a file outside the modules importing a module’s file other than its index.ts',
    file: 'apps/server/src/cli/lint-probe.ts',
    code: "export { generateActivationCodes } from '../modules/activation/services/activation-code-service.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a lower module importing a higher one’s front door (activation → account)',
    file: 'apps/server/src/modules/activation/services/lint-probe-service.ts',
    code: "export { loadProfile } from '../../account/index.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a repository importing a service',
    file: 'apps/server/src/modules/market/repositories/lint-probe-repo.ts',
    code: "export { requireMarket } from '../services/market-service.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a service importing a route',
    file: 'apps/server/src/modules/market/services/lint-probe.ts',
    code: "export { marketRoutes } from '../routes/routes.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'a plugin importing a module',
    file: 'apps/server/src/plugins/lint-probe.ts',
    code: "export { listMarkets } from '../modules/market/repositories/market-repo.ts';\n",
    rule: RESTRICTED,
  },
  {
    what: 'the mailer plugin writing the outbox through the account module',
    file: 'apps/server/src/plugins/mailer.ts',
    code: `${read('apps/server/src/plugins/mailer.ts')}\nexport { outboxWriter } from '../modules/account/index.ts';\n`,
    rule: RESTRICTED,
  },
  {
    what: 'a service importing Fastify',
    file: 'apps/server/src/modules/market/services/lint-probe.ts',
    code: "import type { FastifyInstance } from 'fastify';\nexport type App = FastifyInstance;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'a repository importing fastify-plugin',
    file: 'apps/server/src/modules/market/repositories/lint-probe-repo.ts',
    code: "export { default } from 'fastify-plugin';\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'SQL in a route',
    file: 'apps/server/src/modules/market/routes/lint-probe.ts',
    code: "import type { Kysely } from 'kysely';\nimport type { DB } from '../../../db/schema.ts';\nexport const rows = (db: Kysely<DB>) => db.selectFrom('market').selectAll().execute();\n",
    rule: 'no-restricted-syntax',
  },
  {
    what: 'a `sql` template in a service',
    file: 'apps/server/src/modules/market/services/lint-probe.ts',
    code: "import type { Kysely } from 'kysely';\nimport type { DB } from '../../../db/schema.ts';\ndeclare const sql: (parts: TemplateStringsArray) => { execute(db: Kysely<DB>): Promise<unknown> };\nexport const ping = (db: Kysely<DB>) => sql`select 1`.execute(db);\n",
    rule: 'no-restricted-syntax',
  },
  {
    what: 'importing `sql` from kysely in a service',
    file: 'apps/server/src/modules/market/services/lint-probe.ts',
    code: "export { sql } from 'kysely';\nimport { sql as q } from 'kysely';\nexport const s = q;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'a module-level circle (two modules’ index.ts importing each other)',
    file: 'apps/server/src/modules/market/index.ts',
    code: `${read('apps/server/src/modules/market/index.ts')}\nexport { chooseMarket } from '../account/index.ts';\n`,
    rule: 'import-x/no-cycle',
  },
  {
    what: 'an import cycle',
    file: 'apps/web/src/native/app-version.ts',
    code: `${read('apps/web/src/native/app-version.ts')}\nexport { callApi } from '../lib/api-client.ts';\n`,
    rule: 'import-x/no-cycle',
  },
  {
    what: 'a route using its own module’s repository (allowed)',
    file: 'apps/server/src/modules/market/routes/lint-probe.ts',
    code: "export { findMarket } from '../repositories/market-repo.ts';\n",
    rule: null,
  },
  {
    what: 'a module calling a lower module’s front door (allowed)',
    file: 'apps/server/src/modules/catalog/services/lint-probe.ts',
    code: "export { requireMarket } from '../../market/index.ts';\n",
    rule: null,
  },
  {
    what: 'SQL and `sql` in a repository (allowed)',
    file: 'apps/server/src/modules/market/repositories/lint-probe-repo.ts',
    code: "import { sql, type Kysely } from 'kysely';\nimport type { DB } from '../../../db/schema.ts';\nexport const ping = (db: Kysely<DB>) => sql`select 1`.execute(db);\nexport const rows = (db: Kysely<DB>) => db.selectFrom('market').selectAll().execute();\n",
    rule: null,
  },
  {
    what: 'a web feature importing shared code (allowed)',
    file: 'apps/web/src/features/catalog/lint-probe.ts',
    code: "export { callApi } from '../../lib/api-client.ts';\n",
    rule: null,
  },
];

const checked = new Set([
  RESTRICTED,
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
]);
const eslint = new ESLint({
  cwd: root,
  // The probes are not on disk: lint them without type information, and only these rules.
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => checked.has(ruleId),
});

let failures = 0;
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: path.join(root, probe.file) });
  const rules = (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  const ok = probe.rule === null ? rules.length === 0 : rules.includes(probe.rule);
  if (!ok) failures += 1;
  const expected = probe.rule ?? 'no error';
  console.warn(
    `${ok ? 'ok  ' : 'FAIL'} ${probe.what}: expected ${expected}, got ${rules.join(', ') || 'no error'}`,
  );
}
if (failures > 0) {
  console.error(`${failures} architecture rule(s) did not bite (eslint.boundaries.js)`);
  process.exit(1);
}
