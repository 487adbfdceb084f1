import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: Vite's hashed files under /assets/ are cached for a year, everything else
 * revalidates. Unknown paths outside /api get index.html so client routes load on refresh.
 */
export const spaPlugin = fp(async function spa(app: FastifyInstance, opts: { root: string }) {
  const indexFile = path.join(opts.root, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
        res.setHeader('Cache-Control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app at ${opts.root}: only /api is served (run npm run build).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (it has an extension) is a 404, not the app: a stale script must not get HTML.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || isFile || !hasSpa) {
      return sendApiNotFound(reply);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
