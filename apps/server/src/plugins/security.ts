import helmet from '@fastify/helmet';
import { CommonErrors } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { originOf } from '../http/same-origin.ts';
import { HttpError } from '../lib/http-error.ts';

function tileOrigin(tileUrl: string): string[] {
  const origin = originOf(tileUrl.replace(/\{[a-z]\}/g, 'a'));
  if (!origin) return [];
  // OpenStreetMap-style templates use {s} sub-domains: allow the whole host family.
  return [origin, origin.replace('://a.', '://*.')];
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

/**
 * Security headers and the one body parser (JSON) of the app; the API's own checks are in
 * plugins/api-guard.ts (docs/architecture.md, Security rules).
 */
export const securityPlugin = fp(async function security(
  app: FastifyInstance,
  opts: { config: Config },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(opts.config.TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        // The offline worker (/sw.js) and the web app manifest, named although default-src
        // already allows them: the policy says what the app loads, and nothing else (issue #16).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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

  // Fastify reads text/plain bodies by default; no caller sends one (the web app, its error
  // reports and the bench all send JSON), and a form can: JSON is the only body the API reads.
  app.removeContentTypeParser('text/plain');

  // The login call sends an empty JSON body (ACCOUNT-2): read it as {} instead of refusing it.
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
});
