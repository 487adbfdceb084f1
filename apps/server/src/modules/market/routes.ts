import {
  ApiPath,
  ErrorCode,
  geolocationQuerySchema,
  marketIdParamsSchema,
  marketListSchema,
  marketSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { defaultMarket, findMarket, listMarkets, marketContaining } from './market-repo.ts';

const noMarket = () => new HttpError(404, ErrorCode.notFound, 'This market does not exist.');

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(ApiPath.market.getAll, { schema: { response: { 200: marketListSchema } } }, async () =>
    listMarkets(app.db),
  );

  app.get(
    ApiPath.market.get(':marketId'),
    { schema: { params: marketIdParamsSchema, response: { 200: marketSchema } } },
    async (request) =>
      (await findMarket(app.db, request.params.marketId)) ?? Promise.reject(noMarket()),
  );

  app.get(
    ApiPath.market.byGeolocation,
    { schema: { querystring: geolocationQuerySchema, response: { 200: marketSchema } } },
    async (request) => {
      const { latitude, longitude } = request.query;
      // Zero coordinates mean the device could not tell (spec §4): the server decides.
      const located =
        latitude === 0 && longitude === 0
          ? undefined
          : marketContaining(await listMarkets(app.db), { latitude, longitude });
      const market = located ?? (await defaultMarket(app.db, app.config.DEFAULT_MARKET));
      if (!market) throw noMarket();
      return market;
    },
  );
};
