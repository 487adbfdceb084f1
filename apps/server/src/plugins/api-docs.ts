import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenApiDocument } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the endpoint declarations, made once at start. */
    openApiDocument: OpenApiDocument;
  }
}

/**
 * The API's OpenAPI document, for GET /api/openapi.json, and a readable reference of it at
 * /api/docs: Swagger UI, served from this server (no CDN).
 */
export const apiDocsPlugin = fp(async function apiDocs(
  app: FastifyInstance,
  opts: { document: OpenApiDocument },
) {
  app.decorate('openApiDocument', opts.document);
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
