import { ApiPath, appConfigSchema, clientErrorReportSchema } from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Failures the web app met, logged here; an error-reporting service can replace this endpoint
 * on the client by configuration.
 */
export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.app.clientError,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: clientErrorReportSchema },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client reported an error');
      return reply.status(204).send();
    },
  );

  app.get(ApiPath.app.config, { schema: { response: { 200: appConfigSchema } } }, async () => ({
    tileUrl: app.config.TILE_URL,
    tileAttribution: app.config.TILE_ATTRIBUTION,
  }));
};
