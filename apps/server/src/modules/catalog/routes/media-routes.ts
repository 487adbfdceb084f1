import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adSvg, logoSvg } from '../services/demo/demo-art.ts';
import { MediaStore } from '../services/media/media-store.ts';

/** A variant's name is its content's hash: the same address is the same bytes for ever. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

const hue = z.coerce.number().int().min(0).max(359).default(205);

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new MediaStore(app.config.MEDIA_DIR);

  // OPERATOR-12: uploaded images' variants. Only a hash-named file of MEDIA_DIR can be named (no
  // path, no dot-dot); helmet's nosniff and the unchanged CSP apply as on every answer.
  app.get(
    '/media/:file',
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const bytes = await store.read(request.params.file);
      if (!bytes) return reply.callNotFound();
      return reply.type('image/webp').header('Cache-Control', CACHE_FOR_A_YEAR).send(bytes);
    },
  );

  const cacheFor = 'public, max-age=86400';
  app.get(
    '/media/logo.svg',
    { schema: { querystring: z.object({ text: z.string().max(3).default(''), hue }) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', cacheFor)
        .send(logoSvg(request.query.text, request.query.hue)),
  );
  app.get(
    '/media/ad.svg',
    {
      schema: {
        querystring: z.object({
          title: z.string().max(60).default(''),
          subtitle: z.string().max(80).default(''),
          hue,
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', cacheFor)
        .send(adSvg(request.query.title, request.query.subtitle, request.query.hue)),
  );
};
