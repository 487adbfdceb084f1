import { appConfigSchema } from '../app/client-error.ts';
import { ErrorCode } from '../app/errors.ts';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
import { MarketErrors } from '../market/endpoints.ts';
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

export const CatalogErrors = {
  unknownMerchant: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'No merchant has this id.',
  }),
  unknownCategory: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'No category has this id.',
  }),
} as const;

const getCategories = defineEndpoint({
  area: 'catalog',
  name: 'getCategories',
  method: 'GET',
  path: '/api/category/getall/:marketId',
  summary: 'The categories, in their order.',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: categoryListSchema,
  errors: [MarketErrors.unknownMarket],
});

const getMobileAds = defineEndpoint({
  area: 'catalog',
  name: 'getMobileAds',
  method: 'GET',
  path: '/api/mobileAds/market/:marketId',
  summary: 'The market’s ads for the categories page carousel.',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: mobileAdListSchema,
  errors: [MarketErrors.unknownMarket],
});

const getMerchant = defineEndpoint({
  area: 'catalog',
  name: 'getMerchant',
  method: 'GET',
  path: '/api/merchant/get/:id',
  summary: 'One merchant location with its offers (redeemed flags for the asking member).',
  access: 'anyone',
  params: merchantIdParamsSchema,
  query: merchantPositionQuerySchema,
  response: merchantSchema,
  errors: [CatalogErrors.unknownMerchant],
});

const getAllMerchants = defineEndpoint({
  area: 'catalog',
  name: 'getAllMerchants',
  method: 'GET',
  path: '/api/merchant/getAll',
  summary: 'The market’s merchants, nearest first (the map and All Coupons).',
  access: 'anyone',
  query: merchantGetAllQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket],
});

const getMerchantsByFranchisor = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsByFranchisor',
  method: 'GET',
  path: '/api/merchant/getByFranchisorId',
  summary: 'A franchise’s locations in the market, nearest first.',
  access: 'anyone',
  query: merchantByFranchisorQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket],
});

const getMerchantsInCategory = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantsInCategory',
  method: 'GET',
  path: '/api/merchant/getCategory',
  summary: 'A category’s merchants in the market, nearest first.',
  access: 'anyone',
  query: merchantCategoryQuerySchema,
  response: merchantListSchema,
  errors: [MarketErrors.unknownMarket, CatalogErrors.unknownCategory],
});

const getMapConfig = defineEndpoint({
  area: 'catalog',
  name: 'getMapConfig',
  method: 'GET',
  path: '/api/app/config',
  summary: 'The map’s tile URL template and attribution.',
  access: 'anyone',
  response: appConfigSchema,
  errors: [],
});

/** Spec §7 catalogue calls: categories, ads, merchants and their offers, the map. */
export const CatalogApi = {
  getCategories,
  getMobileAds,
  getMerchant,
  getAllMerchants,
  getMerchantsByFranchisor,
  getMerchantsInCategory,
  getMapConfig,
} as const;
