import { CatalogApi } from '@citybook/contract/catalog';
import { replacePathParams } from '@citybook/contract/endpoint';
import type { Endpoint, ParamsOf } from '@citybook/contract/endpoint';
import type { Plugin } from 'vite';
import { paths } from '../lib/paths.ts';
import { PRERENDERED_LOGIN_FILE } from './prerender-names.ts';

/**
 * The URL template of a call a page's loader makes: the endpoint's path, with a parameter the
 * route names otherwise renamed as the route names it (the merchant's `:id` is the route's
 * `:merchantId`), so the server can fill it in from the page's path.
 */
export function dataTemplate<E extends Endpoint>(
  endpoint: E,
  routeNames: { [Name in keyof ParamsOf<E>]?: string } = {},
): string {
  const names: Record<string, string | undefined> = routeNames;
  return replacePathParams(endpoint.path, (name, segment) => {
    const routeName = names[name];
    return routeName === undefined ? segment : `:${routeName}`;
  });
}

/**
 * The pages a member opens directly (a bookmark, a reload, a link from the native app), with the
 * modules their `lazy` imports in router.tsx. The build writes, for each, the files those modules
 * need beyond the entry's (route-preloads.json); the server names them in the page it sends, so the
 * browser fetches the page's code alongside the app's instead of after it has run: one round trip
 * less before the page shows on a slow phone network.
 */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  {
    path: paths.home,
    session: false,
    modules: ['src/features/account/components/login-page.tsx'],
    html: PRERENDERED_LOGIN_FILE,
  },
  {
    path: paths.login,
    session: false,
    modules: ['src/features/account/components/login-page.tsx'],
    html: PRERENDERED_LOGIN_FILE,
  },
  {
    path: paths.categories,
    session: true,
    modules: [
      'src/root/routes/categories-route.tsx',
      'src/features/catalog/components/categories-error.tsx',
    ],
    data: [CatalogApi.getCategories.path, CatalogApi.getMobileAds.path],
  },
  { path: paths.categoryRoute, session: true, modules: ['src/root/routes/category-route.tsx'] },
  {
    path: paths.merchantRoute,
    session: true,
    modules: ['src/root/routes/merchant-route.tsx'],
    data: [dataTemplate(CatalogApi.getMerchant, { id: 'merchantId' })],
  },
  {
    path: paths.offerRoute,
    session: true,
    modules: ['src/root/routes/offer-route.tsx'],
    data: [dataTemplate(CatalogApi.getMerchant, { id: 'locationId' })],
  },
  { path: paths.allOffers, session: true, modules: ['src/root/routes/all-offers-route.tsx'] },
  { path: paths.savings, session: true, modules: ['src/root/routes/savings-route.tsx'] },
  { path: paths.map, session: true, modules: ['src/root/routes/map-route.tsx'] },
];

export interface RoutePreload {
  /** A route path of lib/paths.ts, with `:name` segments. */
  path: string;
  /**
   * Whether the page shows only with a session (else it sends to login) or only without one (the
   * login page sends a member on): the server preloads it only then.
   */
  session: boolean;
  /** Source modules, relative to apps/web. */
  modules: string[];
  /**
   * API calls the page's loader makes, exactly as it makes them (URL for URL, or the answer is
   * fetched twice), with the route's `:name` parameters and `:marketId`, the market of the session
   * (as the profile has it): the endpoints' paths, or dataTemplate's. Only calls whose URL nothing
   * else decides (no device position). Left out: a category's merchants (their URL has the device
   * position once the app knows it). The categories may be unused on a reload in the same tab (kept
   * in session storage, MARKET-7): a small answer fetched for nothing then, against a round trip
   * saved each time the app is opened.
   */
  data?: string[];
  /**
   * The page's first screen prerendered by the build (ADR 0061), a file of dist/: the server sends
   * it, with the same links, instead of index.html when it has it.
   */
  html?: string;
}

/** One entry of dist/route-preloads.json, as the server reads it. */
export interface RoutePreloadFiles {
  path: string;
  session: boolean;
  /** Absolute URL paths of the JavaScript chunks, then of the style sheets. */
  scripts: string[];
  styles: string[];
  /** API URL templates (RoutePreload.data). */
  data: string[];
  /** RoutePreload.html. */
  html?: string;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Vite plugin: writes ROUTE_PRELOADS_FILE into the build (see ROUTE_PRELOADS). */
export function routePreloadsPlugin(routes: readonly RoutePreload[] = ROUTE_PRELOADS): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'citybook:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = new Map<string, (typeof chunks)[number]>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

      // Everything the entry loads statically is in the page already.
      const loaded = new Set<string>();
      const load = (fileName: string, into: Set<string>): void => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFileName.get(fileName)?.imports ?? []) load(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) load(chunk.fileName, loaded);

      const result: RoutePreloadFiles[] = routes.map((route) => {
        const needed = new Set<string>();
        for (const module of route.modules) {
          const chunk = chunkOf.get(`${root}/${module}`);
          if (!chunk) this.error(`route preloads: ${module} (for ${route.path}) is in no chunk`);
          load(chunk.fileName, needed);
        }
        const files = [...needed].filter((fileName) => !loaded.has(fileName));
        const styles = new Set(
          files.flatMap((fileName) => [
            ...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        return {
          path: route.path,
          session: route.session,
          scripts: files.map((fileName) => base + fileName),
          styles: [...styles].map((fileName) => base + fileName),
          data: route.data ?? [],
          ...(route.html === undefined ? {} : { html: route.html }),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(result, null, 2)}\n`,
      });
    },
  };
}
