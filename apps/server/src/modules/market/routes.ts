import { ApiPath, marketListSchema } from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMarkets } from './market-repo.ts';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(ApiPath.market.getAll, { schema: { response: { 200: marketListSchema } } }, async () =>
    listMarkets(app.db),
  );
};
