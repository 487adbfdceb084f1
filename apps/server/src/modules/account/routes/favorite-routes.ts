import type { AccountStateApi, FavoriteApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import {
  accountState,
  addFavorite,
  favoriteMerchants,
  removeFavorite,
} from '../services/favorite-service.ts';

/** The member's favourite merchants, and their own state beside the shared lists (issue #17). */
export function favoriteHandlers(
  app: FastifyInstance,
): Handlers<typeof FavoriteApi & typeof AccountStateApi> {
  return {
    getFavorites: ({ user }) => favoriteMerchants(app.db, user),
    addFavorite: ({ user, params }) => addFavorite(app.db, user, params.merchantId),
    removeFavorite: ({ user, params }) => removeFavorite(app.db, user, params.merchantId),
    getAccountState: ({ user }) => accountState(app.db, user),
  };
}
