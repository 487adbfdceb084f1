import { FavoriteApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { addFavorite, favoriteMerchants, removeFavorite } from '../services/favorite-service.ts';

/** The member's favourite merchants (CATALOG-25). */
export const favoriteRoutes = endpointRoutes(FavoriteApi, (app) => ({
  getFavorites: ({ user }) => favoriteMerchants(app.db, user),
  addFavorite: ({ user, params }) => addFavorite(app.db, user, params.merchantId),
  removeFavorite: ({ user, params }) => removeFavorite(app.db, user, params.merchantId),
}));
