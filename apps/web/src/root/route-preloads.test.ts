import { CatalogApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { PRERENDERED_LOGIN_FILE } from './prerender-names.ts';
import routerSource from './router.tsx?raw';
import {
  dataTemplate,
  ROUTE_PRELOADS,
  routePreloadsPlugin,
  type RoutePreload,
  type RoutePreloadFiles,
} from './route-preloads.ts';

/** The specifier router.tsx (in src/root) imports a module of apps/web by. */
function specifierFromRouter(module: string): string {
  return module.startsWith('src/root/')
    ? `./${module.slice('src/root/'.length)}`
    : `../${module.slice('src/'.length)}`;
}

describe('the pages whose files the server names', () => {
  it.each(ROUTE_PRELOADS.flatMap((route) => route.modules.map((module) => [route.path, module])))(
    '%s: %s is what the router loads for it',
    (_path, module) => {
      expect(routerSource).toContain(`import('${specifierFromRouter(module)}')`);
    },
  );

  it('names API calls exactly as the app makes them', () => {
    // The values the server fills in: the session's market, and the page path's ids.
    const values: Record<string, number> = { marketId: 1, merchantId: 2, locationId: 3 };
    const filledIn = (template: string) =>
      template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));
    const calls = new Set([
      urlOf(CatalogApi.getCategories, { params: { marketId: 1 } }),
      urlOf(CatalogApi.getMobileAds, { params: { marketId: 1 } }),
      urlOf(CatalogApi.getMerchant, { params: { id: 2 }, query: {} }),
      urlOf(CatalogApi.getMerchant, { params: { id: 3 }, query: {} }),
    ]);
    for (const route of ROUTE_PRELOADS) {
      for (const call of route.data ?? []) expect(calls).toContain(filledIn(call));
      // Each parameter is one the path gives, or the market the server knows from the session.
      for (const call of route.data ?? []) {
        for (const [, name] of call.matchAll(/:(\w+)/g)) {
          expect(name === 'marketId' || route.path.includes(`:${String(name)}`)).toBe(true);
        }
      }
    }
  });

  it('sends the prerendered login page (ADR 0061) at the login’s two addresses, to visitors only', () => {
    const prerendered = ROUTE_PRELOADS.filter((route) => route.html !== undefined);
    expect(prerendered.map(({ path, session, html }) => ({ path, session, html }))).toEqual([
      { path: paths.home, session: false, html: PRERENDERED_LOGIN_FILE },
      { path: paths.login, session: false, html: PRERENDERED_LOGIN_FILE },
    ]);
  });
});

describe('dataTemplate', () => {
  it("is the endpoint's path, its parameters named as the route names them", () => {
    expect(dataTemplate(CatalogApi.getCategories)).toBe('/api/category/getall/:marketId');
    expect(dataTemplate(CatalogApi.getMerchant, { id: 'locationId' })).toBe(
      '/api/merchant/get/:locationId',
    );
  });
});

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata: { importedCss: Set<string>; importedAssets: Set<string> };
}

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

/** Runs the plugin over a bundle; returns what it writes. */
function runPlugin(
  bundle: Record<string, FakeChunk>,
  routes: RoutePreload[] = [
    { path: '/a/:id', session: true, modules: ['src/a.tsx'], data: ['/api/a/:id'] },
  ],
): RoutePreloadFiles[] {
  const plugin = routePreloadsPlugin(routes);
  const hook = <T>(value: unknown) => value as T;
  hook<(config: { root: string; base: string }) => void>(plugin.configResolved)({
    root: '/web',
    base: '/',
  });
  let written = '';
  const context = {
    emitFile(file: { source: string }) {
      written = file.source;
    },
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook<(this: typeof context, options: object, files: typeof bundle) => void>(
    plugin.generateBundle,
  ).call(context, {}, bundle);
  return JSON.parse(written) as RoutePreloadFiles[];
}

describe('routePreloadsPlugin', () => {
  it("lists a route's chunks and styles beyond those the entry loads", () => {
    const files = runPlugin({
      'app.js': chunk(
        'assets/app.js',
        ['/web/src/main.tsx'],
        ['assets/shared.js'],
        ['assets/app.css'],
        true,
      ),
      'shared.js': chunk('assets/shared.js', ['/web/src/shared.ts']),
      'a.js': chunk(
        'assets/a.js',
        ['/web/src/a.tsx'],
        ['assets/shared.js', 'assets/b.js'],
        ['assets/a.css'],
      ),
      'b.js': chunk('assets/b.js', ['/web/src/b.ts'], [], ['assets/b.css']),
    });
    expect(files).toEqual([
      {
        path: '/a/:id',
        session: true,
        scripts: ['/assets/a.js', '/assets/b.js'],
        styles: ['/assets/a.css', '/assets/b.css'],
        data: ['/api/a/:id'],
      },
    ]);
  });

  it("names the page's prerendered file when it has one", () => {
    const files = runPlugin(
      {
        'app.js': chunk('assets/app.js', ['/web/src/main.tsx'], [], [], true),
        'a.js': chunk('assets/a.js', ['/web/src/a.tsx']),
      },
      [{ path: '/a', session: false, modules: ['src/a.tsx'], html: 'prerendered/a.html' }],
    );
    expect(files).toEqual([
      {
        path: '/a',
        session: false,
        scripts: ['/assets/a.js'],
        styles: [],
        data: [],
        html: 'prerendered/a.html',
      },
    ]);
  });

  it('fails the build when a listed module is in no chunk', () => {
    expect(() =>
      runPlugin({ 'app.js': chunk('assets/app.js', ['/web/src/main.tsx'], [], [], true) }),
    ).toThrow(/src\/a\.tsx/);
  });
});
