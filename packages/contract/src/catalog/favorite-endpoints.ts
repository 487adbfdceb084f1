import { defineEndpoint } from '../endpoint.ts';
import { CatalogErrors } from '../catalog/error-answers.ts';
import { favoriteListSchema, favoriteParamsSchema } from './favorites.ts';

/*
 * The member's favourite merchants (issue #17 item 4), apart from AccountApi so that the web's
 * first download does not carry them. Adding and removing are idempotent and answer 204: the app
 * updates its own copy at once and reads the list again afterwards (ADR 0020).
 */
export const getFavorites = defineEndpoint({
  area: 'account',
  name: 'getFavorites',
  method: 'GET',
  path: '/api/account/favorites',
  access: 'user',
  response: favoriteListSchema,
  errors: [],
});

export const addFavorite = defineEndpoint({
  area: 'account',
  name: 'addFavorite',
  method: 'PUT',
  path: '/api/account/favorites/:merchantId',
  access: 'member',
  params: favoriteParamsSchema,
  response: null,
  errors: [CatalogErrors.unknownMerchant],
});

export const removeFavorite = defineEndpoint({
  area: 'account',
  name: 'removeFavorite',
  method: 'DELETE',
  path: '/api/account/favorites/:merchantId',
  access: 'member',
  params: favoriteParamsSchema,
  response: null,
  errors: [CatalogErrors.unknownMerchant],
});
