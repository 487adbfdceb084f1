import { defineEndpoint } from '../endpoint.ts';
import {
  OfferChangeErrors,
  businessOfferListSchema,
  offerChangeRequestFormSchema,
  offerChangeRequestListSchema,
  offerChangeRequestSchema,
} from './offer-change-request.ts';

/* MERCHANT-9: a merchant admin's offers and change requests (ADR 0046: only their locations'). */

export const getBusinessOffers = defineEndpoint({
  area: 'catalog',
  name: 'getBusinessOffers',
  method: 'GET',
  path: '/api/business/offers',
  access: 'business',
  businessRoles: ['merchantAdmin'],
  response: businessOfferListSchema,
  errors: [],
});

export const getOfferChangeRequests = defineEndpoint({
  area: 'catalog',
  name: 'getOfferChangeRequests',
  method: 'GET',
  path: '/api/business/offer-change-requests',
  access: 'business',
  businessRoles: ['merchantAdmin'],
  response: offerChangeRequestListSchema,
  errors: [],
});

export const sendOfferChangeRequest = defineEndpoint({
  area: 'catalog',
  name: 'sendOfferChangeRequest',
  method: 'POST',
  path: '/api/business/offer-change-requests',
  access: 'business',
  businessRoles: ['merchantAdmin'],
  body: offerChangeRequestFormSchema,
  response: offerChangeRequestSchema,
  errors: [OfferChangeErrors.notYourOffer],
});
