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

const DOCS_PATH = '/api/docs';

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
  // In a context of its own, so that its hook runs for the reference's routes only.
  await app.register(async function reference(docs) {
    // Revalidated on every use: the files' names carry no version, and a new release must not be
    // read against an old page (issue 27, finding 11).
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // No validator badge: it would load an image from validator.swagger.io.
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      // Its own page's policy (hashes of its inline scripts), as strict as the app's: no inline
      // styles, no framing, nothing from other hosts. Swagger UI renders under it (its few
      // `style` attributes are dropped, which changes nothing a reader needs).
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*/, "style-src 'self'")
          .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
          .replace(/img-src [^;]*/, "img-src 'self' data:")
          .replace(/font-src [^;]*/, "font-src 'self' data:"),
    });
  });
});
