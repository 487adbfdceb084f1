import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors.ts';

/** Where the back office lives (ADR 0030); apps/console/vite.config.ts builds it for this base. */
export const CONSOLE_PATH = '/console';

/** The Redeem Desk (MERCHANT-4; ADR 0049): the console's second page, desk.html, at its own path. */
export const DESK_PATH = '/desk';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built back office (apps/console) under /console, and its Redeem Desk page at /desk,
 * apart from the member app (spa.ts):
 * its own index.html for every path of it, so that its client routes load on refresh, and Vite's
 * hashed files under /console/assets/ cached for a year, everything else revalidated. Encapsulated
 * (no fastify-plugin): its files and routes are its own, while the app's hooks (security headers,
 * compression) apply to them as to every route.
 */
export async function consolePlugin(app: FastifyInstance, opts: { root: string }) {
  const indexFile = path.join(opts.root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;
  const deskFile = path.join(opts.root, 'desk.html');
  const deskHtml = existsSync(deskFile) ? readFileSync(deskFile) : null;
  if (indexHtml === null) {
    app.log.warn(
      `No built console at ${opts.root}: ${CONSOLE_PATH} answers 404 (run npm run build).`,
    );
  } else {
    const assets = path.join(opts.root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: `${CONSOLE_PATH}/`,
      // One route per built file, so that the page routes below answer every other path.
      wildcard: false,
      index: false,
      // The member app's files (spa.ts) give replies sendFile already; pages are sent below.
      decorateReply: false,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (it has an extension) is a 404, not the app: a stale script must not get HTML.
    if (indexHtml === null || /\.[A-Za-z0-9]+$/.test(pathname)) return sendApiNotFound(reply);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  }
  app.get(CONSOLE_PATH, sendPage);
  app.get(`${CONSOLE_PATH}/*`, sendPage);

  // One page, one task: no client routes under it.
  app.get(DESK_PATH, (_request, reply) =>
    deskHtml === null
      ? sendApiNotFound(reply)
      : reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(deskHtml),
  );
}
