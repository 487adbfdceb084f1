import type { CatalogApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { addFavorite, favoriteMerchants, removeFavorite } from '../services/favorite-service.ts';

/** CATALOG-25: the member's favourite merchants. */
export function favoriteHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof CatalogApi>, 'getFavorites' | 'addFavorite' | 'removeFavorite'> {
  return {
    getFavorites: ({ user }) => favoriteMerchants(app.db, user),
    addFavorite: ({ user, params }) => addFavorite(app.db, user, params.merchantId),
    removeFavorite: ({ user, params }) => removeFavorite(app.db, user, params.merchantId),
  };
}
