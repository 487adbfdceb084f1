import {
  CATALOG_EDITORS as EDITORS,
  CATALOG_READERS as READERS,
  ConsoleEditErrors,
  retireRequestSchema,
} from '../console-fields.ts';
import { CatalogErrors } from '../catalog/error-answers.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  editionEditorSchema,
  editionFormSchema,
  editionGridPageSchema,
  editionGridQuerySchema,
  editionIdParamsSchema,
  editionUpdateSchema,
} from './edition-console.ts';
import { MarketErrors } from './error-answers.ts';
import {
  marketEditorSchema,
  marketFormSchema,
  marketGridPageSchema,
  marketGridQuerySchema,
  marketUpdateSchema,
} from './console.ts';
import { marketIdParamsSchema } from './market.ts';

/* The console's market editor (OPERATOR-9, OPERATOR-10; ADR 0031): the market module owns markets. */

export const getMarketGrid = defineEndpoint({
  area: 'market',
  name: 'getMarketGrid',
  method: 'GET',
  path: '/api/console/markets',
  access: 'staff',
  staffRoles: READERS,
  query: marketGridQuerySchema,
  response: marketGridPageSchema,
  errors: [],
});

export const getMarketEditor = defineEndpoint({
  area: 'market',
  name: 'getMarketEditor',
  method: 'GET',
  path: '/api/console/markets/:marketId',
  access: 'staff',
  staffRoles: READERS,
  params: marketIdParamsSchema,
  response: marketEditorSchema,
  errors: [MarketErrors.unknownMarket],
});

export const createMarket = defineEndpoint({
  area: 'market',
  name: 'createMarket',
  method: 'POST',
  path: '/api/console/markets',
  access: 'staff',
  staffRoles: EDITORS,
  body: marketFormSchema,
  response: marketEditorSchema,
  errors: [ConsoleEditErrors.slugTaken],
});

export const updateMarket = defineEndpoint({
  area: 'market',
  name: 'updateMarket',
  method: 'PUT',
  path: '/api/console/markets/:marketId',
  access: 'staff',
  staffRoles: EDITORS,
  params: marketIdParamsSchema,
  body: marketUpdateSchema,
  response: marketEditorSchema,
  errors: [MarketErrors.unknownMarket, ConsoleEditErrors.slugTaken, ConsoleEditErrors.editConflict],
});

export const setMarketRetired = defineEndpoint({
  area: 'market',
  name: 'setMarketRetired',
  method: 'PUT',
  path: '/api/console/markets/:marketId/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: marketIdParamsSchema,
  body: retireRequestSchema,
  response: marketEditorSchema,
  errors: [MarketErrors.unknownMarket, ConsoleEditErrors.editConflict],
});

/* The console's edition editor (OPERATOR-9, OPERATOR-13; ADR 0032): no delete, no retire. */

export const getEditionGrid = defineEndpoint({
  area: 'market',
  name: 'getEditionGrid',
  method: 'GET',
  path: '/api/console/editions',
  access: 'staff',
  staffRoles: READERS,
  query: editionGridQuerySchema,
  response: editionGridPageSchema,
  errors: [],
});

export const getEditionEditor = defineEndpoint({
  area: 'market',
  name: 'getEditionEditor',
  method: 'GET',
  path: '/api/console/editions/:editionId',
  access: 'staff',
  staffRoles: READERS,
  params: editionIdParamsSchema,
  response: editionEditorSchema,
  errors: [MarketErrors.unknownEdition],
});

export const createEdition = defineEndpoint({
  area: 'market',
  name: 'createEdition',
  method: 'POST',
  path: '/api/console/editions',
  access: 'staff',
  staffRoles: EDITORS,
  body: editionFormSchema,
  response: editionEditorSchema,
  errors: [ConsoleEditErrors.slugTaken, CatalogErrors.invalidMarket, MarketErrors.editionYearTaken],
});

export const updateEdition = defineEndpoint({
  area: 'market',
  name: 'updateEdition',
  method: 'PUT',
  path: '/api/console/editions/:editionId',
  access: 'staff',
  staffRoles: EDITORS,
  params: editionIdParamsSchema,
  body: editionUpdateSchema,
  response: editionEditorSchema,
  errors: [
    MarketErrors.unknownEdition,
    ConsoleEditErrors.editConflict,
    MarketErrors.editionYearTaken,
  ],
});
