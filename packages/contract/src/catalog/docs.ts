import type { AreaDocs } from '../endpoint.ts';
import type * as CatalogApi from './endpoints.ts';
import type { CatalogErrors } from './error-answers.ts';

/**
 * The API reference's words for the catalog endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const catalogDocs = {
  endpoints: {
    getCategories: 'The categories, in their order.',
    getMobileAds:
      'The market’s ads for the categories page carousel: the live ones whose run (first to last day, in the market’s time zone) includes today, with an ETag of what is shown.',
    getMerchant: 'One merchant location with its offers (redeemed flags for the asking member).',
    getAllMerchants: 'The market’s merchants, nearest first (the map and All Coupons).',
    getMerchantsByFranchisor: 'A franchise’s locations in the market, nearest first.',
    getMerchantsInCategory: 'A category’s merchants in the market, nearest first.',
    getMapConfig: 'The map’s tile URL template and attribution.',
    searchMarket:
      'Merchants and offers of the market matching the text (names, offer titles, categories, terms; forgiving case, accents and small typos), best match first, then nearest; at most 50.',
    getMerchantsInArea:
      'What a map of the market shows in a box at a zoom: clusters of merchants that would overlap, and the others one by one.',
    getFavorites:
      'The member’s favourite merchants, most recently added first (empty for the shared guest).',
    addFavorite:
      'Adds a merchant to the member’s favourites; idempotent, 204 whether or not it was one.',
    removeFavorite:
      'Removes a merchant from the member’s favourites; idempotent, 204 whether or not it was one.',
  },
  errors: {
    unknownMerchant: 'No merchant has this id.',
    merchantLeft:
      'The merchant has left the book (retired in the console or by an import); the message names it: “<title> has left the Citybook book”.',
    unknownCategory: 'No category has this id.',
    unknownFranchisor: 'No franchise has this id.',
    unknownAd: 'No ad has this id.',
    invalidMerchant:
      'The ad’s merchant does not exist, is retired or is of another market (shown on the merchant field).',
    invalidMarket: 'The form’s market does not exist or is retired (shown on the market field).',
    invalidCategory:
      'The form’s category does not exist or is retired (shown on the category field).',
    invalidFranchisor:
      'The form’s franchise does not exist or is retired (shown on the franchise field).',
    stillInUse:
      'Members still see merchants in it: retire or move them first (shown on the retired switch).',
  },
} as const satisfies AreaDocs<typeof CatalogApi, typeof CatalogErrors>;
