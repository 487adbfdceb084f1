import {
  CATALOG_EDITORS as EDITORS,
  CATALOG_READERS as READERS,
  ConsoleEditErrors,
  retireRequestSchema,
} from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  offerCreateSchema,
  offerEditorSchema,
  offerGridPageSchema,
  offerGridQuerySchema,
  offerIdParamsSchema,
  offerUpdateSchema,
} from './offer-console.ts';
import { OfferConsoleErrors } from './offer-console-errors.ts';

/*
 * The console's offer editor (OPERATOR-9, OPERATOR-10, OPERATOR-13; ADR 0031): a grid, the
 * editor's data, create (for a merchant, in an edition of its market), update (with the revision
 * it opened) and retire/bring back. Part of `CatalogConsoleApi` (console-endpoints.ts).
 */

export const getOfferGrid = defineEndpoint({
  area: 'catalog',
  name: 'getOfferGrid',
  method: 'GET',
  path: '/api/console/offers',
  access: 'staff',
  staffRoles: READERS,
  query: offerGridQuerySchema,
  response: offerGridPageSchema,
  errors: [],
});

export const getOfferEditor = defineEndpoint({
  area: 'catalog',
  name: 'getOfferEditor',
  method: 'GET',
  path: '/api/console/offers/:offerId',
  access: 'staff',
  staffRoles: READERS,
  params: offerIdParamsSchema,
  response: offerEditorSchema,
  errors: [OfferConsoleErrors.unknownOffer],
});

export const createOffer = defineEndpoint({
  area: 'catalog',
  name: 'createOffer',
  method: 'POST',
  path: '/api/console/offers',
  access: 'staff',
  staffRoles: EDITORS,
  body: offerCreateSchema,
  response: offerEditorSchema,
  errors: [
    ConsoleEditErrors.slugTaken,
    OfferConsoleErrors.invalidMerchant,
    OfferConsoleErrors.invalidEdition,
  ],
});

export const updateOffer = defineEndpoint({
  area: 'catalog',
  name: 'updateOffer',
  method: 'PUT',
  path: '/api/console/offers/:offerId',
  access: 'staff',
  staffRoles: EDITORS,
  params: offerIdParamsSchema,
  body: offerUpdateSchema,
  response: offerEditorSchema,
  errors: [
    OfferConsoleErrors.unknownOffer,
    ConsoleEditErrors.slugTaken,
    ConsoleEditErrors.editConflict,
    OfferConsoleErrors.invalidEdition,
  ],
});

export const setOfferRetired = defineEndpoint({
  area: 'catalog',
  name: 'setOfferRetired',
  method: 'PUT',
  path: '/api/console/offers/:offerId/retired',
  access: 'staff',
  staffRoles: EDITORS,
  params: offerIdParamsSchema,
  body: retireRequestSchema,
  response: offerEditorSchema,
  errors: [
    OfferConsoleErrors.unknownOffer,
    ConsoleEditErrors.editConflict,
    OfferConsoleErrors.invalidMerchant,
  ],
});
