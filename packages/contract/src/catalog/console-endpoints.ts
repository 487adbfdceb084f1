import {
  CATALOG_EDITORS as EDITORS,
  CATALOG_READERS as READERS,
  ConsoleEditErrors,
  retireRequestSchema,
} from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  categoryEditorSchema,
  categoryFormSchema,
  categoryGridPageSchema,
  categoryGridQuerySchema,
  categoryIdParamsSchema,
  categoryUpdateSchema,
  franchisorEditorSchema,
  franchisorFormSchema,
  franchisorGridPageSchema,
  franchisorGridQuerySchema,
  franchisorIdParamsSchema,
  franchisorUpdateSchema,
  merchantEditorSchema,
  merchantFormSchema,
  merchantGridPageSchema,
  merchantGridQuerySchema,
  merchantUpdateSchema,
} from './console.ts';
import { CatalogErrors } from './error-answers.ts';
import { merchantIdParamsSchema } from './merchant.ts';
import {
  mobileAdEditorSchema,
  mobileAdFormSchema,
  mobileAdGridPageSchema,
  mobileAdGridQuerySchema,
  mobileAdIdParamsSchema,
  mobileAdUpdateSchema,
} from './mobile-ad-console.ts';

// The offer editor's endpoints, declared apart (OPERATOR-10).
export * from './offer-console-endpoints.ts';
// MERCHANT-14: a location's opening hours.
export * from './hours-console-endpoints.ts';

/*
 * The console's catalogue editors (OPERATOR-9, OPERATOR-10, OPERATOR-11; ADR 0031): categories,
 * franchises and merchants, each with a grid, its editor's data, create, update (with the
 * revision it opened) and retire/bring back; and the mobile ads, with their run. Markets and
 * editions are the market area's (market/console-endpoints.ts).
 */

export const getCategoryGrid = defineEndpoint({
  area: 'catalog',
  name: 'getCategoryGrid',
  method: 'GET',
  path: '/api/console/categories',
  access: 'staff',
  staffRoles: READERS,
  query: categoryGridQuerySchema,
  response: categoryGridPageSchema,
  errors: [],
});

export const getCategoryEditor = defineEndpoint({
  area: 'catalog',
  name: 'getCategoryEditor',
  method: 'GET',
  path: '/api/console/categories/:categoryId',
  access: 'staff',
  staffRoles: READERS,
  params: categoryIdParamsSchema,
  response: categoryEditorSchema,
  errors: [CatalogErrors.unknownCategory],
});

export const createCategory = defineEndpoint({
  area: 'catalog',
  name: 'createCategory',
  method: 'POST',
  path: '/api/console/categories',
  access: 'staff',
  staffRoles: EDITORS,
  body: categoryFormSchema,
  response: categoryEditorSchema,
  errors: [ConsoleEditErrors.slugTaken],
});

export const updateCategory = defineEndpoint({
  area: 'catalog',
  name: 'updateCategory',
  method: 'PUT',
  path: '/api/console/categories/:categoryId',
  access: 'staff',
  staffRoles: EDITORS,
  params: categoryIdParamsSchema,
  body: categoryUpdateSchema,
  response: categoryEditorSchema,
  errors: [
    CatalogErrors.unknownCategory,
    ConsoleEditErrors.slugTaken,
    ConsoleEditErrors.editConflict,
  ],
});

export const setCategoryRetired = defineEndpoint({
  area: 'catalog',
  name: 'setCategoryRetired',
  method: 'PUT',
  path: '/api/console/categories/:categoryId/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: categoryIdParamsSchema,
  body: retireRequestSchema,
  response: categoryEditorSchema,
  errors: [CatalogErrors.unknownCategory, ConsoleEditErrors.editConflict, CatalogErrors.stillInUse],
});

export const getFranchisorGrid = defineEndpoint({
  area: 'catalog',
  name: 'getFranchisorGrid',
  method: 'GET',
  path: '/api/console/franchisors',
  access: 'staff',
  staffRoles: READERS,
  query: franchisorGridQuerySchema,
  response: franchisorGridPageSchema,
  errors: [],
});

export const getFranchisorEditor = defineEndpoint({
  area: 'catalog',
  name: 'getFranchisorEditor',
  method: 'GET',
  path: '/api/console/franchisors/:franchisorId',
  access: 'staff',
  staffRoles: READERS,
  params: franchisorIdParamsSchema,
  response: franchisorEditorSchema,
  errors: [CatalogErrors.unknownFranchisor],
});

export const createFranchisor = defineEndpoint({
  area: 'catalog',
  name: 'createFranchisor',
  method: 'POST',
  path: '/api/console/franchisors',
  access: 'staff',
  staffRoles: EDITORS,
  body: franchisorFormSchema,
  response: franchisorEditorSchema,
  errors: [ConsoleEditErrors.slugTaken],
});

export const updateFranchisor = defineEndpoint({
  area: 'catalog',
  name: 'updateFranchisor',
  method: 'PUT',
  path: '/api/console/franchisors/:franchisorId',
  access: 'staff',
  staffRoles: EDITORS,
  params: franchisorIdParamsSchema,
  body: franchisorUpdateSchema,
  response: franchisorEditorSchema,
  errors: [
    CatalogErrors.unknownFranchisor,
    ConsoleEditErrors.slugTaken,
    ConsoleEditErrors.editConflict,
  ],
});

export const setFranchisorRetired = defineEndpoint({
  area: 'catalog',
  name: 'setFranchisorRetired',
  method: 'PUT',
  path: '/api/console/franchisors/:franchisorId/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: franchisorIdParamsSchema,
  body: retireRequestSchema,
  response: franchisorEditorSchema,
  errors: [
    CatalogErrors.unknownFranchisor,
    ConsoleEditErrors.editConflict,
    CatalogErrors.stillInUse,
  ],
});

export const getMerchantGrid = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantGrid',
  method: 'GET',
  path: '/api/console/merchants',
  access: 'staff',
  staffRoles: READERS,
  query: merchantGridQuerySchema,
  response: merchantGridPageSchema,
  errors: [],
});

export const getMerchantEditor = defineEndpoint({
  area: 'catalog',
  name: 'getMerchantEditor',
  method: 'GET',
  path: '/api/console/merchants/:id',
  access: 'staff',
  staffRoles: READERS,
  params: merchantIdParamsSchema,
  response: merchantEditorSchema,
  errors: [CatalogErrors.unknownMerchant],
});

export const createMerchant = defineEndpoint({
  area: 'catalog',
  name: 'createMerchant',
  method: 'POST',
  path: '/api/console/merchants',
  access: 'staff',
  staffRoles: EDITORS,
  body: merchantFormSchema,
  response: merchantEditorSchema,
  errors: [
    ConsoleEditErrors.slugTaken,
    CatalogErrors.invalidMarket,
    CatalogErrors.invalidCategory,
    CatalogErrors.invalidFranchisor,
  ],
});

export const updateMerchant = defineEndpoint({
  area: 'catalog',
  name: 'updateMerchant',
  method: 'PUT',
  path: '/api/console/merchants/:id',
  access: 'staff',
  staffRoles: EDITORS,
  params: merchantIdParamsSchema,
  body: merchantUpdateSchema,
  response: merchantEditorSchema,
  errors: [
    CatalogErrors.unknownMerchant,
    ConsoleEditErrors.slugTaken,
    ConsoleEditErrors.editConflict,
    CatalogErrors.invalidMarket,
    CatalogErrors.invalidCategory,
    CatalogErrors.invalidFranchisor,
  ],
});

export const setMerchantRetired = defineEndpoint({
  area: 'catalog',
  name: 'setMerchantRetired',
  method: 'PUT',
  path: '/api/console/merchants/:id/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: merchantIdParamsSchema,
  body: retireRequestSchema,
  response: merchantEditorSchema,
  errors: [
    CatalogErrors.unknownMerchant,
    ConsoleEditErrors.editConflict,
    CatalogErrors.invalidMarket,
    CatalogErrors.invalidCategory,
    CatalogErrors.invalidFranchisor,
  ],
});

export const getMobileAdGrid = defineEndpoint({
  area: 'catalog',
  name: 'getMobileAdGrid',
  method: 'GET',
  path: '/api/console/ads',
  access: 'staff',
  staffRoles: READERS,
  query: mobileAdGridQuerySchema,
  response: mobileAdGridPageSchema,
  errors: [],
});

export const getMobileAdEditor = defineEndpoint({
  area: 'catalog',
  name: 'getMobileAdEditor',
  method: 'GET',
  path: '/api/console/ads/:adId',
  access: 'staff',
  staffRoles: READERS,
  params: mobileAdIdParamsSchema,
  response: mobileAdEditorSchema,
  errors: [CatalogErrors.unknownAd],
});

export const createMobileAd = defineEndpoint({
  area: 'catalog',
  name: 'createMobileAd',
  method: 'POST',
  path: '/api/console/ads',
  access: 'staff',
  staffRoles: EDITORS,
  body: mobileAdFormSchema,
  response: mobileAdEditorSchema,
  errors: [ConsoleEditErrors.slugTaken, CatalogErrors.invalidMarket, CatalogErrors.invalidMerchant],
});

export const updateMobileAd = defineEndpoint({
  area: 'catalog',
  name: 'updateMobileAd',
  method: 'PUT',
  path: '/api/console/ads/:adId',
  access: 'staff',
  staffRoles: EDITORS,
  params: mobileAdIdParamsSchema,
  body: mobileAdUpdateSchema,
  response: mobileAdEditorSchema,
  errors: [
    CatalogErrors.unknownAd,
    ConsoleEditErrors.slugTaken,
    ConsoleEditErrors.editConflict,
    CatalogErrors.invalidMarket,
    CatalogErrors.invalidMerchant,
  ],
});

export const setMobileAdRetired = defineEndpoint({
  area: 'catalog',
  name: 'setMobileAdRetired',
  method: 'PUT',
  path: '/api/console/ads/:adId/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: mobileAdIdParamsSchema,
  body: retireRequestSchema,
  response: mobileAdEditorSchema,
  errors: [
    CatalogErrors.unknownAd,
    ConsoleEditErrors.editConflict,
    CatalogErrors.invalidMarket,
    CatalogErrors.invalidMerchant,
  ],
});
