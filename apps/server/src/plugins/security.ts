import helmet from '@fastify/helmet';
import { CommonErrors } from '@citybook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function tileOrigin(tileUrl: string): string[] {
  const origin = originOf(tileUrl.replace(/\{[a-z]\}/g, 'a'));
  if (!origin) return [];
  // OpenStreetMap-style templates use {s} sub-domains: allow the whole host family.
  return [origin, origin.replace('://a.', '://*.')];
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers that omit Origin still send Sec-Fetch-Site; non-browser clients send neither.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
}

/** Whether any string (key or value) in parsed JSON holds U+0000, which PostgreSQL text cannot. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Security headers, CSRF refusal, and caching rules for API answers (ARCHITECTURE.md, security rules). */
export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  opts: { config: Config },
) {
  const publicOrigin = originOf(opts.config.PUBLIC_URL);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(opts.config.TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // State-changing calls must be JSON from our own origin: a cross-site form cannot forge either.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new HttpError(
        CommonErrors.unsupportedMediaType,
        'Requests must be sent as application/json.',
      );
    }
    if (!isSameOrigin(request, publicOrigin)) {
      throw new HttpError(CommonErrors.crossSite, 'Cross-site requests are not allowed.');
    }
  });

  // The login call sends an empty JSON body (spec §7): read it as {} instead of refusing it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, (error, body) => {
      if (error) return done(error);
      // Only a \u0000 escape can put NUL in JSON text: look closer just then.
      if (text.includes('\\u0000') && containsNul(body)) {
        return done(new HttpError(CommonErrors.validation, 'Text must not contain NUL (U+0000).'));
      }
      return done(null, body);
    });
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header(
      'Cache-Control',
      request.url.startsWith('/api/account/') ? 'no-store' : 'no-cache',
    );
  });
});
