import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { CatalogApi, replacePathParams, SESSION_SIGNAL_COOKIE } from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sendApiNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Written by the web build (apps/web/src/root/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const assetUrl = z.string().regex(/^\/[\w./-]+$/);
const routePreloadsSchema = z.array(
  z.object({
    path: z.string().startsWith('/'),
    session: z.boolean(),
    scripts: z.array(assetUrl),
    styles: z.array(assetUrl),
    data: z.array(z.string().regex(/^\/api\/[\w/:-]+$/)).default([]),
    /** The page's first screen prerendered by the build (ADR 0061), a file of the build. */
    html: z
      .string()
      .regex(/^[\w-]+(\/[\w-]+)*\.html$/)
      .optional(),
  }),
);

interface PageVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface RoutePage {
  pattern: RegExp;
  session: boolean;
  /** The page with its files named, when it names no API call. */
  page: PageVariant | null;
  /** The HTML the page's links go into: index.html, or the page's prerendered HTML. */
  html: string;
  /** The page's file links, and its API URL templates (see sendDataPage). */
  links: string[];
  data: string[];
}

function compressed(html: string, best = true): PageVariant {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        // Pages made per request (sendDataPage) get a quick level; the others are made once.
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      },
    }),
    gzip: gzipSync(identity, { level: best ? constants.Z_BEST_COMPRESSION : 6 }),
  };
}

const withLinks = (indexHtml: string, links: string[]): string =>
  indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);

/**
 * '/offers/category/:categoryId' → a pattern matching '/offers/category/12' (and a final '/'),
 * the parameter in the group of its name.
 */
function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .map((segment) =>
      /^:\w+$/.test(segment)
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The page's own HTML when the build prerendered its first screen (ADR 0061: the login page, with
 * its content in #root), else index.html. A build without the file (the prerender step not run)
 * serves index.html: the app renders the page as it always did.
 */
function pageHtml(root: string, indexHtml: string, html: string | undefined): string {
  const file = html === undefined ? null : path.join(root, html);
  if (file === null || !existsSync(file)) return indexHtml;
  const prerendered = readFileSync(file, 'utf8');
  return prerendered.includes('</head>') ? prerendered : indexHtml;
}

/**
 * index.html (or the page's prerendered HTML) once per page the build lists, naming the files that
 * page loads after the app: the browser fetches them with the app's own instead of a round trip
 * later. Without the list (an older build) or with a broken one, every page gets index.html as it
 * is.
 */
function routePages(root: string, indexHtml: string, warn: (message: string) => void): RoutePage[] {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(file) || !indexHtml.includes('</head>')) return [];
  let routes: z.infer<typeof routePreloadsSchema>;
  try {
    routes = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    warn(`Ignoring ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  return routes.map((route) => {
    const html = pageHtml(root, indexHtml, route.html);
    // A prerendered page paints without its scripts: they come after its style sheets (ADR 0061).
    const priority = html === indexHtml ? '' : ' fetchpriority="low"';
    const links = [
      ...route.scripts.map(
        (href) => `<link rel="modulepreload"${priority} crossorigin href="${href}">`,
      ),
      ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ];
    return {
      pattern: routePattern(route.path),
      session: route.session,
      page: route.data.length === 0 ? compressed(withLinks(html, links)) : null,
      html,
      links,
      data: route.data,
    };
  });
}

/** What the pages name besides files: facts of the session and the catalogue (see app.ts). */
export interface PagePreloadData {
  /** The market the member's profile names, as the app will ask for it; null when unknown. */
  sessionMarketId(request: FastifyRequest): Promise<number | null>;
  /** The image of the market's first ad, if it has one: its URL, or its variants and sizes. */
  firstAdImage(marketId: number): Promise<{ href: string; srcset?: string; sizes?: string } | null>;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/**
 * The first ad of the market is the largest thing the categories paint (Lighthouse's LCP): named
 * with the page, its image loads while the app starts instead of after the ads' answer renders.
 */
async function firstAdImage(preload: PagePreloadData, marketId: string): Promise<string[]> {
  const image = await preload.firstAdImage(Number(marketId));
  if (image === null) return [];
  // With variants, the link names them as the <img> does, so the browser fetches the same one.
  const variants =
    image.srcset && image.sizes
      ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes)}"`
      : '';
  return [
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}"${variants}>`,
  ];
}

/**
 * The page with its API calls named too (`<link rel="preload" as="fetch">`: the app's own fetch
 * then takes the answer), each filled in from the path and the session. A call that cannot be
 * filled in exactly is left out: one preloaded under another URL would be fetched twice.
 */
async function dataPage(
  request: FastifyRequest,
  preload: PagePreloadData,
  route: RoutePage,
  pathname: string,
): Promise<PageVariant> {
  const params: Record<string, string> = { ...route.pattern.exec(pathname)?.groups };
  if (route.data.some((template) => template.includes(':marketId'))) {
    const marketId = await preload.sessionMarketId(request);
    if (marketId !== null) params.marketId = String(marketId);
  }
  const calls = route.data.flatMap((template) => {
    let complete = true;
    const url = replacePathParams(template, (name) => {
      const value = params[name];
      if (value === undefined || !/^[\w-]+$/.test(value)) complete = false;
      return value ?? '';
    });
    return complete ? [`<link rel="preload" as="fetch" crossorigin href="${url}">`] : [];
  });
  const images =
    params.marketId !== undefined && route.data.includes(CatalogApi.getMobileAds.path)
      ? await firstAdImage(preload, params.marketId)
      : [];
  return compressed(withLinks(route.html, [...route.links, ...calls, ...images]), false);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageVariant) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding === null) return reply.send(page.identity);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}

/**
 * Serves the built SPA: Vite's hashed files under /assets/ are cached for a year, everything else
 * revalidates. Unknown paths outside /api get index.html so client routes load on refresh.
 */
export const spaPlugin = fp(async function spa(
  app: FastifyInstance,
  opts: { root: string; preload: PagePreloadData },
) {
  const indexFile = path.join(opts.root, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';
  const pages = hasSpa ? routePages(opts.root, indexHtml, (message) => app.log.warn(message)) : [];
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const inAssets = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
        reply.header('Cache-Control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app at ${opts.root}: only /api is served (run npm run build).`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (it has an extension) is a 404, not the app: a stale script must not get HTML.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || isFile || !hasSpa) {
      return sendApiNotFound(reply);
    }
    const hasSession = Boolean(request.cookies[SESSION_SIGNAL_COOKIE]);
    const route = pages.find((page) => page.pattern.test(pathname));
    // A page for members only sends a visitor to login, and login sends a member on: the page's
    // files are named only when it will show.
    if (route && route.session === hasSession) {
      const page = route.page ?? (await dataPage(request, opts.preload, route, pathname));
      return sendPage(request, reply, page);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
