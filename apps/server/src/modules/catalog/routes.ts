import { ApiPath, categoryListSchema, ErrorCode, marketIdParamsSchema } from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { marketExists } from '../market/market-repo.ts';
import { listCategories } from './category-repo.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.catalog.categories(':marketId'),
    { schema: { params: marketIdParamsSchema, response: { 200: categoryListSchema } } },
    async (request) => {
      if (!(await marketExists(app.db, request.params.marketId))) {
        throw new HttpError(404, ErrorCode.notFound, 'This market does not exist.');
      }
      return listCategories(app.db);
    },
  );
};
