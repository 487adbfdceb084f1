import { appConfigSchema } from '../app/client-error.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CatalogErrors } from './error-answers.ts';
import { MarketErrors } from '../market/error-answers.ts';
import { marketIdParamsSchema } from '../market/market.ts';
import { categoryListSchema } from './category.ts';
import {
  merchantByFranchisorQuerySchema,
  merchantCategoryQuerySchema,
  merchantGetAllQuerySchema,
  merchantIdParamsSchema,
  merchantListSchema,
  merchantPositionQuerySchema,
  merchantSchema,
} from './merchant.ts';
import { mobileAdListSchema } from './mobile-ad.ts';
import { inAreaAnswerSchema, inAreaQuerySchema } from './in-area.ts';
import { searchQuerySchema, searchResultListSchema } from './search.ts';
import { favoriteListSchema, favoriteParamsSchema } from './favorites.ts';

/*
 * Catalogue calls (docs/product/catalog.md): categories, ads, merchants and their offers, the map, search and the
 * member's favourite merchants (issue #17). Every declaration of the area is in this file
 * (ADR 0029).
 */

export const getCategories = defineEndpoint({
  area: 'catalog',
  name: 'getCategories',
  method: 'GET',
  path: '/api/category/getall/:marketId',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: categoryListSchema,
  errors: [MarketErrors.unknownMarket],
});

export const getMobileAds = defineEndpoint({
  area: 'catalog',
  name: 'getMobileAds',
  method: 'GET',
  path: '/api/mobileAds/market/:marketId',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: mobileAdListSchema,
  errors: [MarketErrors.unknownMarket],
});

export const getMerchant = defineEndpoint({
  area: 'catalog',
  name: 'getMerchant',
  method: 'GET',
  path: '/api/merchant/get/:id',
  access: 'anyone',
  params: merchantIdParamsSchema,
  query: merchantPositionQuerySchema,
  response: merchantSchema,
  // MERCHANT-12: 410 for a merchant that left the book, 404 for one that never was.
  errors: [CatalogErrors.unknownMerchant, CatalogErrors.merchantLeft],
});

export const getAllMerchants = defineEndpoint({
  area: 'catalog',
  name: 'getAllMerchants',
  method: 'GET',
  path: '/api/merchant/getAll',
  access: 'anyone',
  query: merchantGetAllQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket],
});

export const getMerchantsByFranchisor = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsByFranchisor',
  method: 'GET',
  path: '/api/merchant/getByFranchisorId',
  access: 'anyone',
  query: merchantByFranchisorQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket],
});

export const getMerchantsInCategory = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsInCategory',
  method: 'GET',
  path: '/api/merchant/getCategory',
  access: 'anyone',
  query: merchantCategoryQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket, CatalogErrors.unknownCategory],
});

export const getMapConfig = defineEndpoint({
  area: 'catalog',
  name: 'getMapConfig',
  method: 'GET',
  path: '/api/app/config',
  access: 'anyone',
  response: appConfigSchema,
  errors: [],
});

/** Issue #17 item 6: the map asks only for what it shows. */
export const getMerchantsInArea = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsInArea',
  method: 'GET',
  path: '/api/merchant/inArea',
  access: 'anyone',
  query: inAreaQuerySchema,
  response: inAreaAnswerSchema,
  errors: [MarketErrors.unknownMarket],
});

/** Issue #17: search the market's merchants and offers, best match first, then nearest. */
export const searchMarket = defineEndpoint({
  area: 'catalog',
  name: 'searchMarket',
  method: 'GET',
  path: '/api/search',
  access: 'anyone',
  rateLimit: 'search',
  query: searchQuerySchema,
  response: searchResultListSchema,
  errors: [MarketErrors.unknownMarket],
});

/*
 * The member's favourite merchants (issue #17 item 4), under /api/account/ as the spec's member
 * calls are. Adding and removing are idempotent and answer 204: the app updates its own copy at
 * once and reads the list again afterwards (ADR 0020).
 */
export const getFavorites = defineEndpoint({
  area: 'catalog',
  name: 'getFavorites',
  method: 'GET',
  path: '/api/account/favorites',
  access: 'user',
  response: favoriteListSchema,
  errors: [],
});

export const addFavorite = defineEndpoint({
  area: 'catalog',
  name: 'addFavorite',
  method: 'PUT',
  path: '/api/account/favorites/:merchantId',
  access: 'member',
  params: favoriteParamsSchema,
  response: null,
  errors: [CatalogErrors.unknownMerchant],
});

export const removeFavorite = defineEndpoint({
  area: 'catalog',
  name: 'removeFavorite',
  method: 'DELETE',
  path: '/api/account/favorites/:merchantId',
  access: 'member',
  params: favoriteParamsSchema,
  response: null,
  errors: [CatalogErrors.unknownMerchant],
});
