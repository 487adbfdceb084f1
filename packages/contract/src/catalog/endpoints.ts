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
  errors: [CatalogErrors.unknownMerchant],
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

/** Catalogue calls (docs/product/catalog.md): categories, ads, merchants and their offers, the map. */
