import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Architecture rules (issue #12): the layers of the server and the feature boundaries of the web,
 * and no import cycles anywhere. scripts/check-lint-boundaries.ts proves each rule bites.
 */

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONSOLE = 'apps/console';
const UI = 'packages/ui';
const AREAS = ['account', 'market', 'catalog', 'activation', 'redemption', 'app'];

/** The web's composition layer: router, providers, shell and the routes that compose features. */
export const WEB_ROOT = `${WEB}/root`;
const WEB_SHARED = ['components', 'lib', 'native', 'styles'].map((dir) => `${WEB}/${dir}`);

const serverZones = [
  {
    target: `${SERVER}/plugins`,
    from: `${SERVER}/modules`,
    message: 'Plugins are infrastructure: pass what they need from app.ts instead.',
  },
  {
    // app.ts, server.ts, cli/ and db/seed/ compose the modules; these are what they share.
    target: [`${SERVER}/lib`, `${SERVER}/http`, `${SERVER}/db/!(seed)/**`, `${SERVER}/db/*.ts`],
    from: `${SERVER}/modules`,
    message: 'Shared server code does not depend on a feature module.',
  },
  {
    target: `${SERVER}/modules/**/*-repo.ts`,
    from: [`${SERVER}/modules/**/*-service.ts`, `${SERVER}/modules/**/*routes.ts`],
    message: 'Repositories hold SQL only: services call them, not the other way round.',
  },
  {
    target: `${SERVER}/modules/**/*-service.ts`,
    from: `${SERVER}/modules/**/*routes.ts`,
    message: 'Services do not know HTTP: routes call services.',
  },
  // A route may use its own module's repositories, never another module's: it asks that module's
  // services.
  ...AREAS.map((area) => ({
    target: `${SERVER}/modules/${area}/**/*routes.ts`,
    from: `${SERVER}/modules/!(${area})/**/*-repo.ts`,
    message: `Routes of ${area} reach other modules through their services, not their repositories.`,
  })),
];

const webZones = [
  {
    target: WEB_SHARED,
    from: [`${WEB}/features`, WEB_ROOT],
    message: 'Shared code (components, lib, native) does not depend on features or the root.',
  },
  {
    // Test scaffolding renders the app's providers around a screen, but knows no feature.
    target: `${WEB}/testing`,
    from: `${WEB}/features`,
    message: 'Test helpers are shared by every feature: they do not depend on one.',
  },
  {
    target: `${WEB}/features`,
    from: WEB_ROOT,
    message: 'Features do not import the root: the root composes them.',
  },
  ...AREAS.map((area) => ({
    target: `${WEB}/features/${area}`,
    from: `${WEB}/features/!(${area})/**`,
    message: 'Features do not import each other: compose them in src/root.',
  })),
];

/**
 * The member app and the back office share only the contract and the UI package (ADR 0030): no
 * member's download ever carries back-office code, and neither app depends on the other's inside.
 */
const appZones = [
  {
    target: CONSOLE,
    from: ['apps/web', 'apps/native'],
    message: 'The console shares only packages/contract and packages/ui with the member app.',
  },
  {
    target: ['apps/web', 'apps/native'],
    from: CONSOLE,
    message: 'The member app never carries back-office code (ADR 0030).',
  },
  {
    target: UI,
    from: 'apps',
    message: 'The UI package is shared by the apps: it depends on none of them.',
  },
];

/** Calls that write SQL: only repositories (and the schema, migrations and seed) make them. */
const SQL_CALL =
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]';

export const boundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...webZones, ...appZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${SERVER}/modules/**/*.ts`, `${SERVER}/http/**/*.ts`],
    ignores: [`${SERVER}/modules/**/*-repo.ts`, '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: SQL_CALL, message: 'SQL belongs in a repository (*-repo.ts).' },
      ],
    },
  },
  {
    files: [`${SERVER}/modules/**/*-service.ts`, `${SERVER}/modules/**/*-repo.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              message: 'Services and repositories take what they need, never Fastify.',
            },
          ],
        },
      ],
    },
  },
];
