import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '../lib/paths.ts';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN } from './prerender-names.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { ROUTE_PRELOADS_FILE } from './route-preloads.ts';
import type { RoutePreloadFiles } from './route-preloads.ts';
import { createRoutes } from './router.tsx';

/**
 * The login page's first screen as HTML, rendered at build time with the app's own routes and
 * providers (ADR 0061). The same markup serves `/`: both routes render the login page at the same
 * place in the tree. No hydration data and so no inline script (the CSP allows none): the login's
 * loader has nothing for a visitor.
 */
export async function renderLoginPage(): Promise<string> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(paths.login, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`The login page answered ${String(context.status)} at build time.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

const ROOT_START = '<div id="root">';

/**
 * index.html with `markup` in #root, in place of the boot bar, and the page's style sheets applied
 * (the server only preloads them): the page shows styled before any script has run, and its
 * scripts are fetched at low priority, after what the first paint needs.
 */
export function prerenderedPage(indexHtml: string, markup: string, styles: readonly string[]) {
  const start = indexHtml.indexOf(ROOT_START);
  const end = indexHtml.indexOf('</div>', start);
  const boot = indexHtml.slice(start + ROOT_START.length, end);
  if (start < 0 || end < 0 || boot.includes('<div') || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no #root of the expected shape to prerender into.');
  }
  const sheets = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  // The page paints without the app's scripts: they are fetched after its style sheets.
  const head = indexHtml
    .slice(0, start)
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');
  return [
    head.replace('</head>', `  ${sheets.join('\n    ')}\n  </head>`),
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_LOGIN}">${markup}</div>`,
    indexHtml.slice(end + '</div>'.length),
  ].join('');
}

/** Writes the prerendered login page into the built app `dist` where its route names it. */
export async function writeLoginPage(dist: string): Promise<string> {
  const routes = JSON.parse(
    await readFile(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8'),
  ) as RoutePreloadFiles[];
  const login = routes.find((route) => route.path === paths.login);
  if (login?.html === undefined) throw new Error(`${ROUTE_PRELOADS_FILE} names no login page.`);
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  const file = path.join(dist, login.html);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, prerenderedPage(indexHtml, await renderLoginPage(), login.styles));
  return file;
}
