import { OfferChangeBusinessApi, OfferChangeConsoleApi } from '@citybook/contract';
import { editContext } from '../../../http/edit-context.ts';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import {
  approveChangeRequest,
  businessChangeRequests,
  businessOffers,
  changeRequestGrid,
  changeRequestReview,
  refuseChangeRequest,
  sendChangeRequest,
} from '../services/offer-change-service.ts';

/** MERCHANT-9: a merchant admin's offers and change requests (only their organisation's). */
export const offerChangeBusinessRoutes = endpointRoutes(OfferChangeBusinessApi, (app) => ({
  getBusinessOffers: async ({ business }) => businessOffers(app.db, business),
  getOfferChangeRequests: async ({ business }) => businessChangeRequests(app.db, business),
  sendOfferChangeRequest: async ({ business, body, request }) =>
    sendChangeRequest(app.db, business, body, {
      requestId: request.id,
      clientAddress: request.ip,
      now: new Date(),
    }),
}));

/** MERCHANT-9: the operators' queue, review, approve and refuse (editors and owners). */
export const offerChangeConsoleRoutes = endpointRoutes(OfferChangeConsoleApi, (app) => ({
  getOfferChangeGrid: async ({ query }) => changeRequestGrid(app.db, query),
  getOfferChangeReview: async ({ params }) => changeRequestReview(app.db, params.requestId),
  approveOfferChange: async ({ staff, request, params, body }) =>
    approveChangeRequest(editContext(app.db, staff, request), params.requestId, body),
  refuseOfferChange: async ({ staff, request, params, body }) =>
    refuseChangeRequest(editContext(app.db, staff, request), params.requestId, body),
}));
