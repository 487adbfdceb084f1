import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenApiDocument } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A readable API reference at /api/docs: Swagger UI, served from this server (no CDN), showing
 * the document GET /api/openapi.json serves.
 */
export const apiDocsPlugin = fp(async function apiDocs(
  app: FastifyInstance,
  opts: { document: OpenApiDocument },
) {
  await app.register(swagger, { mode: 'static', specification: { document: opts.document } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No validator badge: it would load an image from validator.swagger.io.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // Its own page's policy (hashes of its inline scripts) instead of the app's; Swagger UI sets
    // inline styles, and loads nothing from other hosts.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/img-src [^;]*/, "img-src 'self' data:")
        .replace(/font-src [^;]*/, "font-src 'self' data:"),
  });
});
