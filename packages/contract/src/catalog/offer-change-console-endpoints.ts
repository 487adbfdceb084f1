import { CATALOG_EDITORS as EDITORS, ConsoleEditErrors } from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  OfferChangeErrors,
  approveOfferChangeSchema,
  offerChangeGridPageSchema,
  offerChangeGridQuerySchema,
  offerChangeIdParamsSchema,
  offerChangeReviewSchema,
  refuseOfferChangeSchema,
} from './offer-change-request.ts';
import { OfferConsoleErrors } from './offer-console-errors.ts';

/* MERCHANT-9: the operators' queue of merchants' offer change requests (editors and owners). */

export const getOfferChangeGrid = defineEndpoint({
  area: 'catalog',
  name: 'getOfferChangeGrid',
  method: 'GET',
  path: '/api/console/offer-change-requests',
  access: 'staff',
  staffRoles: EDITORS,
  query: offerChangeGridQuerySchema,
  response: offerChangeGridPageSchema,
  errors: [],
});

export const getOfferChangeReview = defineEndpoint({
  area: 'catalog',
  name: 'getOfferChangeReview',
  method: 'GET',
  path: '/api/console/offer-change-requests/:requestId',
  access: 'staff',
  staffRoles: EDITORS,
  params: offerChangeIdParamsSchema,
  response: offerChangeReviewSchema,
  errors: [OfferChangeErrors.unknownChangeRequest],
});

export const approveOfferChange = defineEndpoint({
  area: 'catalog',
  name: 'approveOfferChange',
  method: 'POST',
  path: '/api/console/offer-change-requests/:requestId/approve',
  access: 'staff',
  staffRoles: EDITORS,
  params: offerChangeIdParamsSchema,
  body: approveOfferChangeSchema,
  response: offerChangeReviewSchema,
  errors: [
    OfferChangeErrors.unknownChangeRequest,
    OfferChangeErrors.changeRequestDecided,
    ConsoleEditErrors.editConflict,
    OfferConsoleErrors.invalidEdition,
  ],
});

export const refuseOfferChange = defineEndpoint({
  area: 'catalog',
  name: 'refuseOfferChange',
  method: 'POST',
  path: '/api/console/offer-change-requests/:requestId/refuse',
  access: 'staff',
  staffRoles: EDITORS,
  params: offerChangeIdParamsSchema,
  body: refuseOfferChangeSchema,
  response: offerChangeReviewSchema,
  errors: [OfferChangeErrors.unknownChangeRequest, OfferChangeErrors.changeRequestDecided],
});
