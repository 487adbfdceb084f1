import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Architecture rules (issue #12): the layers of the server and the feature boundaries of the web,
 * and no import cycles anywhere. scripts/check-lint-boundaries.ts proves each rule bites.
 */

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONSOLE = 'apps/console';
const UI = 'packages/ui';
const AREAS = [
  'account',
  'market',
  'catalog',
  'activation',
  'redemption',
  'app',
  'staff',
  'notices',
  'reports',
  'business',
  'fundraising',
];

/** The web's composition layer: router, providers, shell and the routes that compose features. */
export const WEB_ROOT = `${WEB}/root`;
const WEB_SHARED = ['components', 'lib', 'native', 'styles'].map((dir) => `${WEB}/${dir}`);

/**
 * The server modules from the top down (ADR 0026): a module imports only the front doors of the
 * modules after it. `app` (versions, health) stands alone: it imports no module and none imports it.
 */
const MODULE_ORDER = [
  // reports reads every area's tables and changes none; nothing imports it (ADR 0044).
  'reports',
  'account',
  'catalog',
  'redemption',
  'activation',
  // fundraising: groups, campaigns and sellers (ADR 0057); activation will attribute sales to it.
  'fundraising',
  'market',
  // business: merchants' organisations and people (ADR 0046), on the staff identity.
  'business',
  'staff',
  'notices',
];
const MODULES = `${SERVER}/modules`;

/** What a module may not import: the modules above it (and itself, as another module), and app. */
const notBelow = (area) =>
  area === 'app' ? MODULE_ORDER : [...MODULE_ORDER.slice(0, MODULE_ORDER.indexOf(area)), 'app'];

const serverZones = [
  {
    target: `${SERVER}/plugins`,
    from: MODULES,
    message: 'Plugins are infrastructure: pass what they need from app.ts instead.',
  },
  {
    // app.ts, server.ts, cli/ and db/seed/ compose the modules; these are what they share.
    target: [`${SERVER}/lib`, `${SERVER}/http`, `${SERVER}/db/!(seed)/**`, `${SERVER}/db/*.ts`],
    from: MODULES,
    message: 'Shared server code does not depend on a feature module.',
  },
  // A module's front door is its index.ts: nothing outside the module imports its other files.
  ...AREAS.map((area) => ({
    target: [`${SERVER}/*.ts`, `${SERVER}/!(modules)/**`, `${MODULES}/!(${area})/**`],
    from: `${MODULES}/${area}`,
    except: ['./index.ts'],
    message: `Other code reaches the ${area} module through its front door, modules/${area}/index.ts.`,
  })),
  // Modules depend downwards only: no circle between modules.
  ...AREAS.map((area) => ({
    target: `${MODULES}/${area}`,
    from: notBelow(area).map((other) => `${MODULES}/${other}`),
    message: `${area} may import only ${
      area === 'app'
        ? 'no module'
        : MODULE_ORDER.slice(MODULE_ORDER.indexOf(area) + 1).join(', ') || 'no module'
    } (ADR 0026): pass what it needs in from app.ts, or move the code to the module that owns the data.`,
  })),
  {
    target: `${MODULES}/*/repositories/**`,
    from: [`${MODULES}/*/services/**`, `${MODULES}/*/routes/**`],
    message: 'Repositories hold SQL only: services call them, not the other way round.',
  },
  {
    target: `${MODULES}/*/services/**`,
    from: `${MODULES}/*/routes/**`,
    message: 'Services do not know HTTP: routes call services.',
  },
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

const CONSOLE_SRC = `${CONSOLE}/src`;
const CONSOLE_SHARED = ['components', 'lib'].map((dir) => `${CONSOLE_SRC}/${dir}`);

/** The console's feature folders (ADR 0030, ADR 0031), composed in its root like the web's. */
const consoleZones = [
  {
    target: CONSOLE_SHARED,
    from: [`${CONSOLE_SRC}/features`, `${CONSOLE_SRC}/root`],
    message: 'Shared console code (components, lib) does not depend on features or the root.',
  },
  {
    target: `${CONSOLE_SRC}/features`,
    from: `${CONSOLE_SRC}/root`,
    message: 'Console features do not import the root: the root composes them.',
  },
  ...AREAS.map((area) => ({
    target: `${CONSOLE_SRC}/features/${area}`,
    from: `${CONSOLE_SRC}/features/!(${area})/**`,
    message: 'Console features do not import each other: compose them in src/root.',
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

/** Calls that write SQL: only repositories (and the database layer, db/) make them. */
const SQL_CALL =
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]';
const SQL_MESSAGE = 'SQL belongs in a repository (modules/<area>/repositories/).';

const SQL_IMPORT = {
  name: 'kysely',
  importNames: ['sql'],
  message: 'SQL belongs in a repository (modules/<area>/repositories/).',
};
const FASTIFY_IMPORTS = {
  paths: ['fastify', 'fastify-plugin'].map((name) => ({
    name,
    message: 'Services and repositories take what they need, never Fastify.',
  })),
  patterns: [
    {
      group: ['@fastify/*'],
      message: 'Services and repositories take what they need, never Fastify.',
    },
  ],
};

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
        { zones: [...serverZones, ...webZones, ...consoleZones, ...appZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The query builder and `sql` templates: in repositories and the database layer only.
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${MODULES}/*/repositories/**`, `${SERVER}/db/**`, '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: SQL_CALL, message: SQL_MESSAGE },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
        { selector: "MemberExpression[object.name='sql']", message: SQL_MESSAGE },
      ],
      'no-restricted-imports': ['error', { paths: [SQL_IMPORT] }],
    },
  },
  {
    // Later entries replace the rule's options: services get both lists.
    files: [`${MODULES}/*/services/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...FASTIFY_IMPORTS.paths, SQL_IMPORT], patterns: FASTIFY_IMPORTS.patterns },
      ],
    },
  },
  {
    files: [`${MODULES}/*/repositories/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', FASTIFY_IMPORTS] },
  },
  {
    // Every module file is under a layer folder, so that every file falls under a layer's rules.
    files: [`${MODULES}/*/*.ts`],
    ignores: [`${MODULES}/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'A module keeps only index.ts at its top: put this file in routes/, services/ or repositories/.',
        },
      ],
    },
  },
];
