import type * as AccountStateApi from './account-state-endpoints.ts';
import type * as FavoriteApi from './favorite-endpoints.ts';

/** The API reference's words for the favourites and account-state endpoints. */
export const favoriteDocs = {
  endpoints: {
    getFavorites:
      'The member’s favourite merchants, most recently added first (empty for the shared guest).',
    addFavorite:
      'Adds a merchant to the member’s favourites; idempotent, 204 whether or not it was one.',
    removeFavorite:
      'Removes a merchant from the member’s favourites; idempotent, 204 whether or not it was one.',
  },
} as const satisfies { endpoints: { readonly [Name in keyof typeof FavoriteApi]: string } };

/** The API reference's words for the member's state beside the shared lists. */
export const accountStateDocs = {
  endpoints: {
    getAccountState:
      'The member’s own state beside the shared merchant lists (`shared=true`): offers redeemed on the current voucher, favourite merchants, whether it is the shared guest.',
  },
} as const satisfies { endpoints: { readonly [Name in keyof typeof AccountStateApi]: string } };
